import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import type { MouseEvent } from 'react'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { visuallyHiddenSx } from '../../../components/visually-hidden'
import { labels } from '../labels'
import { HOME_PATH, isHomePath } from '../utils/menu-links'
import { isPlainClick } from '../utils/plain-click'
import { scrollToPosition } from '../utils/scroll-to-section'

export type HeaderLogoProps = {
  monogram: string | null
  coupleNames: string | null
}

export function HeaderLogo({ monogram, coupleNames }: HeaderLogoProps) {
  const { pathname } = useLocation()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isHomePath(pathname) || !isPlainClick(event)) return
    event.preventDefault()
    scrollToPosition(0)
    window.history.replaceState(window.history.state, '', pathname)
  }
  return (
    <Link
      component={RouterLink}
      to={HOME_PATH}
      onClick={onClick}
      color="inherit"
      underline="none"
      sx={{
        fontFamily: (theme) => theme.typography.h1.fontFamily,
        fontWeight: 600,
        fontSize: { xs: '1.75rem', md: '2.1rem' },
        lineHeight: 1,
        whiteSpace: 'nowrap',
        borderRadius: 1,
      }}
    >
      {monogram ?? coupleNames ?? labels.home}
      {/* The name starts with what is seen, so voice control finds it; readers hear the names too. */}
      {monogram && coupleNames && ' '}
      {monogram && coupleNames && (
        <Box component="span" sx={visuallyHiddenSx}>{`· ${coupleNames}`}</Box>
      )}
    </Link>
  )
}
