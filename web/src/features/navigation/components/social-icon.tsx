import FacebookIcon from '@mui/icons-material/Facebook'
import InstagramIcon from '@mui/icons-material/Instagram'
import MusicNoteIcon from '@mui/icons-material/MusicNote'
import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import XIcon from '@mui/icons-material/X'
import YouTubeIcon from '@mui/icons-material/YouTube'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import type { ComponentType } from 'react'
import type { SocialNetwork } from '../utils/social-links'

// Material icons have no TikTok logo; a music note is the usual stand-in.
const icons: Record<SocialNetwork, ComponentType<SvgIconProps>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: MusicNoteIcon,
  twitter: XIcon,
  whatsapp: WhatsAppIcon,
  youtube: YouTubeIcon,
}

export type SocialIconProps = { network: SocialNetwork } & SvgIconProps

export function SocialIcon({ network, ...props }: SocialIconProps) {
  const Icon = icons[network]
  return <Icon aria-hidden {...props} />
}
