import { afterEach } from 'vitest'

// Only the tests that render into jsdom need the DOM matchers and the clean-up; the database,
// server and script tests skip loading React Testing Library.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup, configure } = await import('@testing-library/react')
  afterEach(() => cleanup())
  // findBy… and waitFor give up after 1 s by default: less than a component takes to answer on a
  // busy machine (CI runs these beside the Studio's build), though nothing is wrong. A wait only
  // lasts that long when what it waits for never comes.
  // (longer where TEST_WAIT_MS says so: the integration tier, whose tests wait on a real server)
  configure({ asyncUtilTimeout: Number(process.env.TEST_WAIT_MS ?? 5_000) })
}
