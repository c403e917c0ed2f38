import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import type { SxProps, Theme } from '@mui/material/styles'
import { labels } from '../labels'
import type { CompleteSocialLink } from '../utils/social-links'
import { plainListSx } from './menu-styles'
import { SocialIcon } from './social-icon'

export type ContactDetailsProps = {
  lines: readonly string[]
  socialLinks: readonly CompleteSocialLink[]
  sx?: SxProps<Theme>
}

/** The topbar's content: contact lines on one side, social links on the other. */
export function ContactDetails({ lines, socialLinks, sx }: ContactDetailsProps) {
  return (
    <Box
      sx={[
        { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {lines.length > 0 && (
        <Box
          component="ul"
          aria-label={labels.contact}
          sx={{ ...plainListSx, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}
        >
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </Box>
      )}
      {socialLinks.length > 0 && (
        <Box
          component="ul"
          aria-label={labels.socialNetworks}
          sx={{ ...plainListSx, display: 'flex', gap: 0.5, ml: { xs: -0.75, sm: 'auto' } }}
        >
          {socialLinks.map((link) => (
            <li key={link._key}>
              <IconButton
                component="a"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${labels.network[link.network]} ${labels.opensInNewTab}`}
                color="inherit"
                size="small"
              >
                <SocialIcon network={link.network} fontSize="small" />
              </IconButton>
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}
