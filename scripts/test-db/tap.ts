export type TapResult = {
  planned: number | null
  passed: number
  failed: string[]
  /** pgTAP's diagnostics (# lines) of the failed tests, for the report. */
  diagnostics: string[]
}

/** Reads the TAP that pgTAP prints: `1..N`, `ok N - …`, `not ok N - …`, `# …`. */
export function parseTap(output: string): TapResult {
  const result: TapResult = { planned: null, passed: 0, failed: [], diagnostics: [] }
  for (const line of output.split('\n').map((text) => text.trim())) {
    const plan = /^1\.\.(\d+)$/.exec(line)
    if (plan) result.planned = Number(plan[1])
    else if (/^ok \d+/.test(line)) result.passed += 1
    else if (/^not ok \d+/.test(line)) result.failed.push(line)
    else if (line.startsWith('#')) result.diagnostics.push(line)
  }
  return result
}

/** Whether a file's run passed: every planned test ran and none failed. */
export const tapPassed = (result: TapResult) =>
  result.planned !== null && result.failed.length === 0 && result.passed === result.planned
