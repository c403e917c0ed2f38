import { IconButton } from '../../../components/icon-button'
import { ChevronDownIcon } from '../../../components/icons/ui-icons'
import { fillText } from '../../../content/site-texts/fill-text'
import { useSiteTexts } from '../../../content/use-site-texts'
import { headerTextDefaults } from '../../../content/site-texts/header'
import { submenuOf, type MenuItem } from '../utils/menu-links'
import { MenuLink } from './menu-link'

export type MobileMenuItemProps = {
  item: MenuItem
  active: boolean
  submenuOpen: boolean
  onSubmenuToggle: () => void
  onNavigate: () => void
}

export function MobileMenuItem(props: MobileMenuItemProps) {
  const labels = useSiteTexts('header', headerTextDefaults)
  const { item, active, submenuOpen, onSubmenuToggle, onNavigate } = props
  if (!item.link || !item.title) return null
  const submenu = submenuOf(item)
  const submenuId = `submenu-${item._key}`
  return (
    <li>
      <div className="mobile-menu-panel__row">
        <MenuLink
          link={item.link}
          title={item.title}
          active={active}
          onNavigate={onNavigate}
          className="mobile-menu-panel__link"
        />
        {submenu.length > 0 && (
          <IconButton
            aria-label={
              submenuOpen
                ? fillText(labels.hideSubmenu, { title: item.title })
                : fillText(labels.showSubmenu, { title: item.title })
            }
            aria-expanded={submenuOpen}
            aria-controls={submenuId}
            onClick={onSubmenuToggle}
            className="mobile-menu-panel__submenu-toggle"
          >
            <ChevronDownIcon
              className={
                submenuOpen
                  ? 'mobile-menu-panel__chevron mobile-menu-panel__chevron--open'
                  : 'mobile-menu-panel__chevron'
              }
            />
          </IconButton>
        )}
      </div>
      {submenu.length > 0 && (
        <div id={submenuId}>
          {submenuOpen && (
            <ul className="mobile-menu-panel__submenu">
              {submenu.map((entry) => (
                <li key={entry._key}>
                  <MenuLink
                    link={entry.link}
                    title={entry.title}
                    onNavigate={onNavigate}
                    className="menu-link--submenu"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  )
}
