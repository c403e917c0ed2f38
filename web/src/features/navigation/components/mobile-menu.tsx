import CloseIcon from '@mui/icons-material/Close'
import MenuIcon from '@mui/icons-material/Menu'
import Box from '@mui/material/Box'
import Collapse from '@mui/material/Collapse'
import IconButton from '@mui/material/IconButton'
import { useRef, useState, type ReactNode } from 'react'
import { useEscapeKey } from '../hooks/use-escape-key'
import { labels } from '../labels'
import { sectionIdOf, type MenuItem } from '../utils/menu-links'
import { plainListSx } from './menu-styles'
import { MobileMenuItem } from './mobile-menu-item'

const PANEL_ID = 'menu-movil'

export type MobileMenuProps = {
  menu: readonly MenuItem[]
  activeSectionId: string | null
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Shown under the links, e.g. the topbar's contact details on phones. */
  footer?: ReactNode
}

/** The toggle sits in the bar; the panel drops below the bar, over the page. */
export function MobileMenu(props: MobileMenuProps) {
  const { menu, activeSectionId, open, onOpenChange, footer } = props
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  useEscapeKey(open, () => {
    onOpenChange(false)
    toggleRef.current?.focus()
  })
  const close = () => onOpenChange(false)
  return (
    <Box component="nav" aria-label={labels.mainNavigation} sx={{ ml: 'auto' }}>
      <IconButton
        ref={toggleRef}
        color="inherit"
        edge="end"
        aria-label={open ? labels.closeMenu : labels.openMenu}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => onOpenChange(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </IconButton>
      <Box id={PANEL_ID} sx={{ position: 'absolute', top: '100%', left: 0, right: 0 }}>
        <Collapse in={open} unmountOnExit>
          <Box
            sx={{
              bgcolor: 'background.paper',
              color: 'text.primary',
              boxShadow: 4,
              maxHeight: 'calc(100dvh - 64px)',
              overflowY: 'auto',
            }}
          >
            <Box component="ul" sx={{ ...plainListSx, py: 1 }}>
              {menu.map((item) => (
                <MobileMenuItem
                  key={item._key}
                  item={item}
                  active={activeSectionId !== null && sectionIdOf(item.link) === activeSectionId}
                  submenuOpen={openSubmenu === item._key}
                  onSubmenuToggle={() =>
                    setOpenSubmenu((current) => (current === item._key ? null : item._key))
                  }
                  onNavigate={close}
                />
              ))}
            </Box>
            {footer}
          </Box>
        </Collapse>
      </Box>
    </Box>
  )
}
