import { beforeEach, expect } from 'vitest'

// jsdom lacks these browser APIs; the components only need them to exist.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => undefined) as typeof window.scrollTo
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
  globalThis.IntersectionObserver ??= class {
    readonly root = null
    readonly rootMargin = ''
    readonly thresholds = []
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
}

// Components read «Textos del sitio» through the content store; every test that renders starts
// from the default dataset's wording, loaded before it renders, as a prerendered page is. Imported
// late, so a test file's vi.mock of the content modules applies to it too. Tests in Node's own
// environment with no JSX (the database, the server, the scripts) render nothing and skip it.
const renders = typeof window !== 'undefined' || expect.getState().testPath?.endsWith('.tsx')
if (renders) beforeEach(async () => (await import('./site-texts')).primeSiteTexts())
