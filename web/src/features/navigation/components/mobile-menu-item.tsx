import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Box from '@mui/material/Box'
import Collapse from '@mui/material/Collapse'
import IconButton from '@mui/material/IconButton'
import { labels } from '../labels'
import { submenuOf, type MenuItem } from '../utils/menu-links'
import { MenuLink } from './menu-link'
import { plainListSx, submenuLinkSx } from './menu-styles'

export type MobileMenuItemProps = {
  item: MenuItem
  active: boolean
  submenuOpen: boolean
  onSubmenuToggle: () => void
  onNavigate: () => void
}

const rowLinkSx = {
  flex: 1,
  px: 3,
  py: 1.5,
  fontSize: '0.85rem',
  fontWeight: 600,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  '&[aria-current]': { color: 'secondary.main', boxShadow: 'inset 4px 0 0 currentColor' },
} as const

export function MobileMenuItem(props: MobileMenuItemProps) {
  const { item, active, submenuOpen, onSubmenuToggle, onNavigate } = props
  if (!item.link || !item.title) return null
  const submenu = submenuOf(item)
  const submenuId = `submenu-${item._key}`
  return (
    <li>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <MenuLink
          link={item.link}
          title={item.title}
          active={active}
          onNavigate={onNavigate}
          sx={rowLinkSx}
        />
        {submenu.length > 0 && (
          <IconButton
            aria-label={
              submenuOpen ? labels.hideSubmenu(item.title) : labels.showSubmenu(item.title)
            }
            aria-expanded={submenuOpen}
            aria-controls={submenuId}
            onClick={onSubmenuToggle}
            sx={{ mr: 1 }}
          >
            <ExpandMoreIcon
              sx={{
                transition: 'transform 200ms',
                transform: submenuOpen ? 'rotate(180deg)' : 'none',
              }}
            />
          </IconButton>
        )}
      </Box>
      {submenu.length > 0 && (
        <Box id={submenuId}>
          <Collapse in={submenuOpen} unmountOnExit>
            <Box component="ul" sx={{ ...plainListSx, pl: 2, pb: 1, bgcolor: '#faf6f0' }}>
              {submenu.map((entry) => (
                <li key={entry._key}>
                  <MenuLink
                    link={entry.link}
                    title={entry.title}
                    onNavigate={onNavigate}
                    sx={submenuLinkSx}
                  />
                </li>
              ))}
            </Box>
          </Collapse>
        </Box>
      )}
    </li>
  )
}
