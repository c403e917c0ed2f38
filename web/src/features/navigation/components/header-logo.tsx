import type { MouseEvent } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useSiteTexts } from '../../../content/use-site-texts'
import { headerTextDefaults } from '../../../content/site-texts/header'
import { HOME_PATH, isHomePath } from '../utils/menu-links'
import { isPlainClick } from '../utils/plain-click'
import { scrollToPosition } from '../utils/scroll-to-section'
import './header-logo.css'

export type HeaderLogoProps = {
  monogram: string | null
  coupleNames: string | null
}

export function HeaderLogo({ monogram, coupleNames }: HeaderLogoProps) {
  const labels = useSiteTexts('header', headerTextDefaults)
  const { pathname } = useLocation()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isHomePath(pathname) || !isPlainClick(event)) return
    event.preventDefault()
    scrollToPosition(0)
    window.history.replaceState(window.history.state, '', pathname)
  }
  return (
    <Link to={HOME_PATH} onClick={onClick} className="header-logo">
      {monogram ?? coupleNames ?? labels.home}
      {/* The name starts with what is seen, so voice control finds it; readers hear the names too. */}
      {monogram && coupleNames && ' '}
      {monogram && coupleNames && <span className="visually-hidden">{`· ${coupleNames}`}</span>}
    </Link>
  )
}
