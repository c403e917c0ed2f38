import { useCallback, useSyncExternalStore } from 'react'
import { activeSectionId, type SectionPosition } from '../utils/active-section'
import { sectionIdOf, type MenuItem } from '../utils/menu-links'
import { headerBarHeight } from '../utils/scroll-to-section'
import { subscribeToScroll } from '../utils/subscribe-to-scroll'

function sectionPositions(menu: readonly MenuItem[]): SectionPosition[] {
  return menu.flatMap((item) => {
    const id = sectionIdOf(item.link)
    const element = id ? document.getElementById(id) : null
    if (!id || !element) return []
    // A section counts as reached where a click on its link lands, offset included.
    const top = element.getBoundingClientRect().top + window.scrollY - (item.offset ?? 0)
    return [{ id, top }]
  })
}

/** The id of the section in view, or null when the spy is off (pages other than home). */
export function useActiveSection(menu: readonly MenuItem[], enabled: boolean): string | null {
  const getSnapshot = useCallback(
    () =>
      enabled ? activeSectionId(sectionPositions(menu), window.scrollY, headerBarHeight()) : null,
    [menu, enabled],
  )
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => null)
}
