import Box from '@mui/material/Box'
import { labels } from '../labels'
import { sectionIdOf, type MenuItem } from '../utils/menu-links'
import { DesktopMenuItem } from './desktop-menu-item'
import { plainListSx } from './menu-styles'

export type DesktopMenuProps = {
  menu: readonly MenuItem[]
  activeSectionId: string | null
}

export function DesktopMenu({ menu, activeSectionId }: DesktopMenuProps) {
  return (
    <Box component="nav" aria-label={labels.mainNavigation} sx={{ ml: 'auto' }}>
      <Box component="ul" sx={{ ...plainListSx, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {menu.map((item) => (
          <DesktopMenuItem
            key={item._key}
            item={item}
            active={activeSectionId !== null && sectionIdOf(item.link) === activeSectionId}
          />
        ))}
      </Box>
    </Box>
  )
}
