import type { SxProps, Theme } from '@mui/material/styles'

const accent = '#e0b46c'

/** Top-level links: an underline marks the section in view or the current page. */
export const topLinkSx: SxProps<Theme> = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  px: 1.5,
  py: 1,
  fontSize: '0.8rem',
  fontWeight: 600,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  borderRadius: 1,
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 12,
    right: 12,
    bottom: 2,
    height: 2,
    bgcolor: 'currentColor',
    transform: 'scaleX(0)',
    transition: 'transform 200ms ease-out',
  },
  '&:hover::after, &[aria-current]::after': { transform: 'scaleX(1)' },
  '&[aria-current]': { color: 'var(--menu-active-color)' },
}

export const menuColors = (overHero: boolean) => ({
  '--menu-active-color': overHero ? accent : '#8a4b4b',
})

export const submenuLinkSx: SxProps<Theme> = {
  display: 'block',
  px: 2,
  py: 1.25,
  fontSize: '0.9rem',
  '&:hover, &:focus-visible': { bgcolor: '#f1e7df' },
  '&[aria-current]': { color: 'secondary.main', fontWeight: 600 },
}

export const plainListSx: SxProps<Theme> = { listStyle: 'none', m: 0, p: 0 }
