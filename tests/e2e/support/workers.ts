/**
 * How many browser-test files run at once (E2E_WORKERS, 2 by default). Most of a browser test
 * waits (on the network going quiet, a throttled phone's CPU, a toast), so two files at a time
 * use a 2-core machine that one alone leaves half idle.
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))
