import { vi } from 'vitest'

const originalMatchMedia = window.matchMedia

/** Makes matchMedia answer that the guest asks for reduced motion, or not. */
export function emulateMedia({ reducedMotion = false }) {
  window.matchMedia = ((query: string) => ({
    matches: reducedMotion && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
}

export function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true })
}

/** Adds a section to the page whose top sits `documentTop` px below the top of the document. */
export function placeSection(id: string, documentTop: number) {
  const section = document.createElement('section')
  section.id = id
  vi.spyOn(section, 'getBoundingClientRect').mockImplementation(() =>
    DOMRect.fromRect({ x: 0, y: documentTop - window.scrollY, width: 800, height: 600 }),
  )
  document.body.append(section)
  return section
}

export function resetPage() {
  window.matchMedia = originalMatchMedia
  setScrollY(0)
  document.querySelectorAll('body > section').forEach((section) => section.remove())
  window.history.replaceState(null, '', '/')
}
