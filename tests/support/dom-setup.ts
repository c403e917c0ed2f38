import { beforeEach, expect, vi } from 'vitest'
import { startFromAFreshPage } from './fresh-page'

// Files without JSX (the database, the server, the scripts) render nothing and share their
// worker's modules. Component files share the worker's node_modules (React, MUI, jsdom and Testing
// Library load once per worker) and its one jsdom window; what a file may have changed is put back
// before the next one starts: the site's own modules load anew, so module state and the file's
// vi.mock apply as in a fresh worker, and the page starts blank.
const renders = typeof window !== 'undefined' || expect.getState().testPath?.endsWith('.tsx')
if (renders) {
  vi.resetModules()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.useRealTimers()
}

if (typeof window !== 'undefined') {
  startFromAFreshPage()
  // jsdom lacks these browser APIs; the components only need them to exist.
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

// react-router-dom's CommonJS build require()s react-router's ES module. Where a file imports its
// modules side by side (Promise.all of import()), Node could be asked to require it while an
// import of it was still loading, which Node 20 to 24 refuse ("Cannot read properties of undefined
// (reading 'getStatus')" in getModuleJobForRequire, nodejs/node#55782): 1 run in 6 of whats-new.
// Loaded here first, before any file's own imports, it is ready when both ask.
if (renders) await import('react-router-dom')

// Components read «Textos del sitio» through the content store; every test that renders starts
// from the default dataset's wording, loaded before it renders, as a prerendered page is. Imported
// late, so a test file's vi.mock of the content modules applies to it too.
if (renders) beforeEach(async () => (await import('./site-texts')).primeSiteTexts())
