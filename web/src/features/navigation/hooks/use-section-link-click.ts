import { useCallback, type MouseEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { layoutQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { isHomePath, offsetForSection } from '../utils/menu-links'
import { isPlainClick } from '../utils/plain-click'
import { scrollToSection } from '../utils/scroll-to-section'

/**
 * On the home page a section link scrolls there itself; elsewhere the router goes to
 * /home#section and useHashArrival scrolls once the page has rendered.
 */
export function useSectionLinkClick() {
  const { navigation } = useContent(layoutQuery)
  const { pathname } = useLocation()
  const menu = navigation?.menu
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, sectionId: string) => {
      if (!isHomePath(pathname) || !isPlainClick(event)) return
      if (!scrollToSection(sectionId, offsetForSection(menu ?? [], sectionId))) return
      event.preventDefault()
      window.history.replaceState(window.history.state, '', `#${sectionId}`)
    },
    [pathname, menu],
  )
}
