import { useRef, useState, type FocusEvent } from 'react'
import { ChevronDownIcon } from '../../../components/icons/ui-icons'
import { useEscapeKey } from '../hooks/use-escape-key'
import { submenuOf, type MenuItem } from '../utils/menu-links'
import { MenuLink } from './menu-link'

export type DesktopMenuItemProps = {
  item: MenuItem
  active: boolean
}

/** A menu entry whose submenu opens on hover and on keyboard focus, and closes with Escape. */
export function DesktopMenuItem({ item, active }: DesktopMenuItemProps) {
  const [open, setOpen] = useState(false)
  const linkRef = useRef<HTMLAnchorElement>(null)
  const submenu = submenuOf(item)
  const hasSubmenu = submenu.length > 0
  useEscapeKey(open, () => {
    setOpen(false)
    linkRef.current?.focus()
  })
  if (!item.link || !item.title) return null
  const isOutside = (event: FocusEvent<HTMLElement>) =>
    !event.currentTarget.contains(event.relatedTarget as Node | null)
  return (
    <li
      className="desktop-menu__item"
      onMouseEnter={hasSubmenu ? () => setOpen(true) : undefined}
      onMouseLeave={hasSubmenu ? () => setOpen(false) : undefined}
      onFocus={hasSubmenu ? (event) => isOutside(event) && setOpen(true) : undefined}
      onBlur={hasSubmenu ? (event) => isOutside(event) && setOpen(false) : undefined}
    >
      <MenuLink
        link={item.link}
        title={item.title}
        active={active}
        linkRef={linkRef}
        className="desktop-menu__link"
      />
      {hasSubmenu && <ChevronDownIcon size="small" className="desktop-menu__chevron" />}
      {hasSubmenu && open && (
        <ul className="desktop-menu__submenu">
          {submenu.map((entry) => (
            <li key={entry._key}>
              <MenuLink
                link={entry.link}
                title={entry.title}
                onNavigate={() => setOpen(false)}
                className="menu-link--submenu"
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
