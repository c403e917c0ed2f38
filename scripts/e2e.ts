/**
 * `npm run test:e2e`: the browser tests in Chromium, as vitest runs them. With `--engine
 * chromium|firefox|webkit`, the engine-neutral flows (tests/e2e/engines/) in that engine alone
 * (`--engine firefox,webkit`: both, one after the other, on one server);
 * WebKitGTK needs a display, so without one it runs under xvfb-run. Every other argument goes to
 * vitest.
 */
import { spawn } from 'node:child_process'
import { engineNames } from '../tests/e2e/engines/engine'

const args = process.argv.slice(2)
const at = args.findIndex((arg) => arg === '--engine' || arg.startsWith('--engine='))
let engine: string | undefined
if (at >= 0) {
  const [flag, inline] = (args[at] ?? '').split('=')
  engine = inline ?? args[at + 1]
  args.splice(at, flag === '--engine' && inline === undefined ? 2 : 1)
  const names = engine?.split(',') ?? []
  if (
    names.length === 0 ||
    names.some((name) => !(engineNames as readonly string[]).includes(name))
  ) {
    console.error(`--engine takes ${engineNames.join(', ')}, or several joined by commas`)
    process.exit(2)
  }
}

const vitest = ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...args]
const needsDisplay =
  Boolean(engine?.split(',').includes('webkit')) &&
  !process.env.DISPLAY &&
  !process.env.WAYLAND_DISPLAY
const [command, ...commandArgs] = needsDisplay
  ? ['xvfb-run', '--auto-servernum', '--server-args=-screen 0 1280x1024x24', 'npx', ...vitest]
  : ['npx', ...vitest]
const child = spawn(command ?? 'npx', commandArgs, {
  stdio: 'inherit',
  // the flows are one file: one worker, one site
  env: engine
    ? { ...process.env, E2E_ENGINE: engine, E2E_WORKERS: process.env.E2E_WORKERS ?? '1' }
    : process.env,
})
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
