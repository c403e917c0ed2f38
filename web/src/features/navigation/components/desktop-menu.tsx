import { useSiteTexts } from '../../../content/use-site-texts'
import { headerTextDefaults } from '../../../content/site-texts/header'
import { sectionIdOf, type MenuItem } from '../utils/menu-links'
import { DesktopMenuItem } from './desktop-menu-item'
import './desktop-menu.css'

export type DesktopMenuProps = {
  menu: readonly MenuItem[]
  activeSectionId: string | null
}

/** Always rendered; the stylesheet shows it from 900 px up, where the mobile toggle hides. */
export function DesktopMenu({ menu, activeSectionId }: DesktopMenuProps) {
  const labels = useSiteTexts('header', headerTextDefaults)
  return (
    <nav aria-label={labels.mainNavigation} className="desktop-menu">
      <ul className="desktop-menu__list">
        {menu.map((item) => (
          <DesktopMenuItem
            key={item._key}
            item={item}
            active={activeSectionId !== null && sectionIdOf(item.link) === activeSectionId}
          />
        ))}
      </ul>
    </nav>
  )
}
