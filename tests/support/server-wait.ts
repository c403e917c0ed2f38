/**
 * How long a component test waits for what a real server answers: 10 s, or TEST_WAIT_MS, which the
 * integration tier sets (vite.config.ts), since a machine of two cores busy with other work
 * answers several times slower. A wait only lasts that long when what it waits for never comes.
 */
export const serverWaitMs = Number(process.env.TEST_WAIT_MS ?? 10_000)

/** The options of findBy…, waitFor and expect.poll for an answer from a real server. */
export const serverWait = { timeout: serverWaitMs }
