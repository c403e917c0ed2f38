import { animateScroll } from './smooth-scroll'

export const HEADER_BAR_ID = 'barra-de-navegacion'

let cancelRunning: (() => void) | undefined

export function headerBarHeight(): number {
  return document.getElementById(HEADER_BAR_ID)?.getBoundingClientRect().height ?? 0
}

/** Document position of a section's top, shifted so it lands `offset` px below the header. */
export function sectionScrollTop(element: Element, offset: number): number {
  const top = element.getBoundingClientRect().top + window.scrollY
  return Math.max(0, Math.round(top - headerBarHeight() - offset))
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

export function scrollToPosition(to: number) {
  cancelRunning?.()
  cancelRunning = undefined
  if (prefersReducedMotion()) {
    window.scrollTo(0, to)
    return
  }
  cancelRunning = animateScroll({
    from: window.scrollY,
    to,
    scrollTo: (y) => window.scrollTo(0, y),
  })
}

// Moving focus keeps keyboard and screen reader users where the page now shows.
function focusSection(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
}

export function scrollToSection(sectionId: string, offset = 0): boolean {
  const element = document.getElementById(sectionId)
  if (!element) return false
  scrollToPosition(sectionScrollTop(element, offset))
  focusSection(element)
  return true
}
