import { afterEach } from 'vitest'

// Only the tests that render into jsdom need the DOM matchers and the clean-up; the database,
// server and script tests skip loading React Testing Library.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => cleanup())
}
