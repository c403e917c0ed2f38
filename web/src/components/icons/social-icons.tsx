import { SvgIcon, type IconProps } from './svg-icon'

// Simplified outlines of each network's mark, drawn on the same 24-unit grid as the UI icons.

export function FacebookIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M16 7.5h-1.5a2.5 2.5 0 0 0-2.5 2.5v11M9 13h6" />
    </SvgIcon>
  )
}

export function InstagramIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </SvgIcon>
  )
}

export function TikTokIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M14 3v12a4 4 0 1 1-4-4" />
      <path d="M14 3a5 5 0 0 0 5 5" />
    </SvgIcon>
  )
}

export function XIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="m19.5 4-6.3 7.2M10.8 12.8 4.5 20" />
    </SvgIcon>
  )
}

export function WhatsAppIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 20l1.2-4.2A8.5 8.5 0 1 1 8.4 19z" />
      <path d="M9 8.5c0 3.6 2.9 6.5 6.5 6.5" />
    </SvgIcon>
  )
}

export function YouTubeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </SvgIcon>
  )
}
