import { FacebookIcon } from '../../../components/mui/icons/facebook'
import { LinkedInIcon } from '../../../components/mui/icons/linkedin'
import { TwitterIcon } from '../../../components/mui/icons/twitter'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { authLabels } from '../labels'

const networks = [
  { key: 'facebook', label: authLabels.facebook, Icon: FacebookIcon, color: '#1877f2' },
  { key: 'twitter', label: authLabels.twitter, Icon: TwitterIcon, color: '#1a8cd8' },
  { key: 'linkedin', label: authLabels.linkedin, Icon: LinkedInIcon, color: '#0a66c2' },
] as const

/** The spec shows these buttons without any behaviour, so they deliberately do nothing. */
export function SocialButtons() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, my: 3 }}>
      {networks.map(({ key, label, Icon, color }) => (
        <IconButton
          key={key}
          type="button"
          aria-label={label}
          sx={{
            color: '#ffffff',
            bgcolor: color,
            width: 44,
            height: 44,
            '&:hover': { bgcolor: color, opacity: 0.9 },
          }}
        >
          <Icon />
        </IconButton>
      ))}
    </Box>
  )
}
