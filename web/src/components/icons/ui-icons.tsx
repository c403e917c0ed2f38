import { SvgIcon, type IconProps } from './svg-icon'

export function MenuIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </SvgIcon>
  )
}

export function CloseIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </SvgIcon>
  )
}

export function SearchIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="m15 15 5 5" />
    </SvgIcon>
  )
}

export function CartIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2.5 4h2.5l2.3 10.5h10.4L20 7.5H6" />
      <circle cx="9" cy="19" r="1.5" />
      <circle cx="16.5" cy="19" r="1.5" />
    </SvgIcon>
  )
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m7 10 5 5 5-5" />
    </SvgIcon>
  )
}

export function ChevronUpIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m7 14 5-5 5 5" />
    </SvgIcon>
  )
}

export function CheckIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </SvgIcon>
  )
}
