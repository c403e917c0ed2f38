import { defineConfig } from 'vitest/config'
import { e2eWorkers } from './tests/e2e/support/workers.ts'

/**
 * `npm run test:e2e` runs the browser tests in Chromium; with `-- --engine <name>`
 * (scripts/e2e.ts sets E2E_ENGINE) it runs the engine-neutral flows in that engine instead.
 */
const engine = process.env.E2E_ENGINE

export default defineConfig({
  test: {
    include: engine ? ['tests/e2e/engines/**/*.engine.ts'] : ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/serve-site.ts'],
    environment: 'node',
    testTimeout: engine ? 180_000 : 60_000,
    hookTimeout: 180_000,
    // Files run side by side, each worker against a server and a database of its own
    // (tests/e2e/support/site-url.ts), so no file reads what another one wrote. Inside a file,
    // describe.concurrent blocks of read-only pages run two at a time.
    maxWorkers: e2eWorkers,
    // A worker loads Playwright and the support modules once for all its files rather than once
    // per file; each file still launches its own browser and serves its own pages.
    isolate: false,
    maxConcurrency: 2,
    // expect.poll's own default (1 s) is shorter than a loaded machine takes to answer a click
    expect: { poll: { timeout: 10_000 } },
  },
})
