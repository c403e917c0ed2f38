import { useLayoutEffect, useState } from 'react'

/** Space between the header's bottom edge (or the window's top) and the first toast. */
const gap = 14

/** The page's own header: a `<header>` (or banner) outside any section, article or landmark. */
function pageHeader(): Element | null {
  const candidates = document.querySelectorAll('header, [role="banner"]')
  for (const element of candidates) {
    if (!element.parentElement?.closest('main, article, section, aside, nav, dialog'))
      return element
  }
  return null
}

/** How far from the window's top the toasts start so that none covers the visible header. */
function topBelowTheHeader(): number {
  const bottom = pageHeader()?.getBoundingClientRect().bottom ?? 0
  return Math.max(0, Math.round(bottom)) + gap
}

/**
 * The toasts' distance from the top while any is shown: below the header as it stands (a fixed
 * header after scrolling, the topbar on wide screens, the dashboard's), kept as the page scrolls.
 */
export function useTopBelowTheHeader(active: boolean): number {
  const [top, setTop] = useState(gap)
  useLayoutEffect(() => {
    if (!active) return
    const measure = () => setTop(topBelowTheHeader())
    measure()
    window.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    // a header that slides in once fixed ends lower than it starts
    document.addEventListener('animationend', measure)
    return () => {
      window.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
      document.removeEventListener('animationend', measure)
    }
  }, [active])
  return top
}
