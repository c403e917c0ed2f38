import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Box from '@mui/material/Box'
import { useRef, useState, type FocusEvent } from 'react'
import { useEscapeKey } from '../hooks/use-escape-key'
import { submenuOf, type MenuItem } from '../utils/menu-links'
import { MenuLink } from './menu-link'
import { plainListSx, submenuLinkSx, topLinkSx } from './menu-styles'

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
    <Box
      component="li"
      sx={{ position: 'relative' }}
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
        sx={topLinkSx}
      />
      {hasSubmenu && (
        <ExpandMoreIcon aria-hidden fontSize="small" sx={{ verticalAlign: 'middle', ml: -1 }} />
      )}
      {hasSubmenu && open && (
        <Box
          component="ul"
          sx={{
            ...plainListSx,
            position: 'absolute',
            top: '100%',
            left: 0,
            minWidth: 220,
            py: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRadius: 1,
            boxShadow: 6,
          }}
        >
          {submenu.map((entry) => (
            <li key={entry._key}>
              <MenuLink
                link={entry.link}
                title={entry.title}
                onNavigate={() => setOpen(false)}
                sx={submenuLinkSx}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}
