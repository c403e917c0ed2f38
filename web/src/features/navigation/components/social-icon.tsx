import type { ComponentType } from 'react'
import {
  FacebookIcon,
  InstagramIcon,
  TikTokIcon,
  WhatsAppIcon,
  XIcon,
  YouTubeIcon,
} from '../../../components/icons/social-icons'
import type { IconProps } from '../../../components/icons/svg-icon'
import type { SocialNetwork } from '../utils/social-links'

const icons: Record<SocialNetwork, ComponentType<IconProps>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: TikTokIcon,
  twitter: XIcon,
  whatsapp: WhatsAppIcon,
  youtube: YouTubeIcon,
}

export type SocialIconProps = { network: SocialNetwork } & IconProps

export function SocialIcon({ network, ...props }: SocialIconProps) {
  const Icon = icons[network]
  return <Icon {...props} />
}
