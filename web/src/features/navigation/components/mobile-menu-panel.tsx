import { useState, type ReactNode } from 'react'
import { useSiteTexts } from '../../../content/use-site-texts'
import { headerTextDefaults } from '../../../content/site-texts/header'
import { sectionIdOf, type MenuItem } from '../utils/menu-links'
import { MobileMenuItem } from './mobile-menu-item'
import './mobile-menu-panel.css'

export type MobileMenuPanelProps = {
  menu: readonly MenuItem[]
  activeSectionId: string | null
  onNavigate: () => void
  footer?: ReactNode
}

/** The open mobile menu: one submenu at a time, and the footer (contact details) below. */
export function MobileMenuPanel({
  menu,
  activeSectionId,
  onNavigate,
  footer,
}: MobileMenuPanelProps) {
  const labels = useSiteTexts('header', headerTextDefaults)
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null)
  return (
    <nav aria-label={labels.mainNavigation} className="mobile-menu-panel">
      <ul className="mobile-menu-panel__list">
        {menu.map((item) => (
          <MobileMenuItem
            key={item._key}
            item={item}
            active={activeSectionId !== null && sectionIdOf(item.link) === activeSectionId}
            submenuOpen={openSubmenu === item._key}
            onSubmenuToggle={() =>
              setOpenSubmenu((current) => (current === item._key ? null : item._key))
            }
            onNavigate={onNavigate}
          />
        ))}
      </ul>
      {footer}
    </nav>
  )
}
