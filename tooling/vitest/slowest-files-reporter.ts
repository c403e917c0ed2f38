import type { Reporter, TestModule } from 'vitest/node'

const shown = 10

/** Seconds from a file's start to its end: importing it, its set-up and every test. */
function seconds(module: TestModule): number {
  const { collectDuration, setupDuration, duration } = module.diagnostic()
  return (collectDuration + setupDuration + duration) / 1000
}

/** Prints the ten slowest test files after the run, so the next slowdown shows up at once. */
export class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const slowest = [...modules].sort((a, b) => seconds(b) - seconds(a)).slice(0, shown)
    if (slowest.length === 0) return
    const lines = slowest.map(
      (module) => `  ${seconds(module).toFixed(1).padStart(6)} s  ${module.relativeModuleId}`,
    )
    console.log(`\nSlowest test files:\n${lines.join('\n')}\n`)
  }
}
