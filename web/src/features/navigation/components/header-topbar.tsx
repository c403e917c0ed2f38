import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import type { CompleteSocialLink } from '../utils/social-links'
import { ContactDetails } from './contact-details'

export const TOPBAR_HEIGHT = 40

export type HeaderTopbarProps = {
  lines: readonly string[]
  socialLinks: readonly CompleteSocialLink[]
  overHero: boolean
}

/** Contact lines and social links above the bar; phones find them in the menu panel instead. */
export function HeaderTopbar({ lines, socialLinks, overHero }: HeaderTopbarProps) {
  return (
    <Box
      sx={{
        display: { xs: 'none', sm: 'block' },
        height: TOPBAR_HEIGHT,
        color: '#ffffff',
        bgcolor: overHero ? 'transparent' : 'primary.main',
        borderBottom: overHero ? '1px solid rgba(255, 255, 255, 0.25)' : 'none',
        fontSize: '0.8rem',
        letterSpacing: '0.04em',
      }}
    >
      <Container maxWidth="lg" sx={{ height: '100%', display: 'flex', alignItems: 'center' }}>
        <ContactDetails lines={lines} socialLinks={socialLinks} sx={{ flex: 1 }} />
      </Container>
    </Box>
  )
}
