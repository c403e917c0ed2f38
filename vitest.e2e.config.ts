import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/serve-site.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Files run one after another: several of them write answers and count failed guesses on the
    // one embedded server. Inside a file, describe.concurrent blocks of read-only pages run three
    // at a time, since most of each test waits on the network going quiet.
    fileParallelism: false,
    maxConcurrency: 3,
  },
})
