import type { MouseEvent, Ref } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { useSectionLinkClick } from '../hooks/use-section-link-click'
import { HOME_PATH, sectionIdOf } from '../utils/menu-links'
import './menu-link.css'

export type MenuLinkProps = {
  link: string
  title: string
  active?: boolean
  onNavigate?: () => void
  linkRef?: Ref<HTMLAnchorElement>
  className?: string
}

/** A menu entry: a section of the home page ("#events") or a route of the site ("/rsvp"). */
export function MenuLink(props: MenuLinkProps) {
  const { link, title, active = false, onNavigate, linkRef, className } = props
  const onSectionClick = useSectionLinkClick()
  const sectionId = sectionIdOf(link)
  const classes = className ? `menu-link ${className}` : 'menu-link'
  if (sectionId) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onSectionClick(event, sectionId)
      onNavigate?.()
    }
    return (
      <Link
        to={{ pathname: HOME_PATH, hash: sectionId }}
        ref={linkRef}
        aria-current={active ? 'true' : undefined}
        onClick={onClick}
        className={classes}
      >
        {title}
      </Link>
    )
  }
  return (
    <NavLink to={link} ref={linkRef} onClick={onNavigate} className={classes}>
      {title}
    </NavLink>
  )
}
