import { defineConfig } from 'vitest/config'

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
    // Files run one after another: several of them write answers and count failed guesses on the
    // one embedded server. Inside a file, describe.concurrent blocks of read-only pages run three
    // at a time, since most of each test waits on the network going quiet.
    fileParallelism: false,
    maxConcurrency: 3,
  },
})
