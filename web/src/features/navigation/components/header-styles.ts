import { keyframes, type SxProps, type Theme } from '@mui/material/styles'
import { menuColors } from './menu-styles'

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-100%); }
  to { opacity: 1; transform: none; }
`

export const HEADER_HEIGHT = { xs: 64, md: 80 }

/**
 * Over the hero the bar is transparent with light text on a dark veil, so it stays legible on
 * any photo; once fixed it turns solid and slides in.
 */
export function headerSx(overHero: boolean, fixed: boolean): SxProps<Theme> {
  return {
    ...menuColors(overHero),
    color: overHero ? '#ffffff' : 'primary.main',
    bgcolor: overHero ? 'transparent' : 'background.paper',
    backgroundImage: overHero
      ? 'linear-gradient(to bottom, rgba(0, 0, 0, 0.6), rgba(0, 0, 0, 0.25) 70%, rgba(0, 0, 0, 0))'
      : 'none',
    boxShadow: fixed ? '0 2px 12px rgba(0, 0, 0, 0.12)' : 'none',
    transition: 'background-color 300ms, color 300ms, box-shadow 300ms',
    animation: fixed ? `${slideIn} 400ms ease-out` : 'none',
    '@media (prefers-reduced-motion: reduce)': { animation: 'none', transition: 'none' },
  }
}
