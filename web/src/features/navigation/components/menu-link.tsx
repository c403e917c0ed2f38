import Link from '@mui/material/Link'
import type { SxProps, Theme } from '@mui/material/styles'
import type { MouseEvent, Ref } from 'react'
import { Link as RouterLink, NavLink } from 'react-router-dom'
import { useSectionLinkClick } from '../hooks/use-section-link-click'
import { HOME_PATH, sectionIdOf } from '../utils/menu-links'

export type MenuLinkProps = {
  link: string
  title: string
  active?: boolean
  onNavigate?: () => void
  linkRef?: Ref<HTMLAnchorElement>
  sx?: SxProps<Theme>
}

/** A menu entry: a section of the home page ("#events") or a route of the site ("/rsvp"). */
export function MenuLink({ link, title, active = false, onNavigate, linkRef, sx }: MenuLinkProps) {
  const onSectionClick = useSectionLinkClick()
  const sectionId = sectionIdOf(link)
  if (sectionId) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onSectionClick(event, sectionId)
      onNavigate?.()
    }
    return (
      <Link
        component={RouterLink}
        to={{ pathname: HOME_PATH, hash: sectionId }}
        ref={linkRef}
        aria-current={active ? 'true' : undefined}
        onClick={onClick}
        color="inherit"
        underline="none"
        sx={sx}
      >
        {title}
      </Link>
    )
  }
  return (
    <Link
      component={NavLink}
      to={link}
      ref={linkRef}
      onClick={onNavigate}
      color="inherit"
      underline="none"
      sx={sx}
    >
      {title}
    </Link>
  )
}
