import { useMemo, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { layoutQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { useActiveSection } from '../hooks/use-active-section'
import { useHashArrival } from '../hooks/use-hash-arrival'
import { useHeaderFixed } from '../hooks/use-header-fixed'
import { isHomePath, type MenuItem } from '../utils/menu-links'
import { HEADER_BAR_ID } from '../utils/scroll-to-section'
import { contactLinesOf, socialLinksOf } from '../utils/social-links'
import { ContactDetails } from './contact-details'
import { DesktopMenu } from './desktop-menu'
import { HeaderLogo } from './header-logo'
import { HeaderSearch } from './header-search'
import { HeaderTopbar } from './header-topbar'
import { MobileMenu } from './mobile-menu'
import { SkipLink } from './skip-link'
import './site-header.css'

const noItems: readonly MenuItem[] = []

function headerClass(overHero: boolean, fixed: boolean) {
  let classes = 'site-header'
  if (overHero) classes += ' site-header--over-hero'
  if (fixed) classes += ' site-header--fixed'
  return classes
}

/**
 * Renders the same markup on the server and in the browser: both menus are in the page and CSS
 * shows one per screen width; scroll state starts as "at the top" until the page has hydrated.
 */
export type SiteHeaderProps = {
  /** The shop's mini cart, placed by the app beside the search button. */
  cart?: ReactNode
}

export function SiteHeader({ cart }: SiteHeaderProps) {
  const { settings, navigation } = useContent(layoutQuery)
  const menu = navigation?.menu ?? noItems
  const { pathname } = useLocation()
  const onHome = isHomePath(pathname)
  const fixed = useHeaderFixed()
  const activeSectionId = useActiveSection(menu, onHome)
  const [mobileOpen, setMobileOpen] = useState(false)
  useHashArrival(menu)
  // The open mobile panel is white, so the bar above it turns solid too.
  const overHero = onHome && !fixed && !mobileOpen
  const { partnerOne, partnerTwo, monogram } = settings ?? {}
  const coupleNames = partnerOne && partnerTwo ? `${partnerOne} & ${partnerTwo}` : null
  const contactLines = useMemo(() => contactLinesOf(navigation?.contactLines), [navigation])
  const socialLinks = useMemo(() => socialLinksOf(navigation?.socialLinks), [navigation])
  const hasTopbar = contactLines.length > 0 || socialLinks.length > 0
  return (
    <>
      <SkipLink />
      <header className={headerClass(overHero, fixed)}>
        {hasTopbar && !fixed && (
          <HeaderTopbar lines={contactLines} socialLinks={socialLinks} overHero={overHero} />
        )}
        <div className="site-header__container">
          <div id={HEADER_BAR_ID} className="site-header__bar">
            <HeaderLogo monogram={monogram ?? null} coupleNames={coupleNames} />
            <DesktopMenu menu={menu} activeSectionId={activeSectionId} />
            <div className="site-header__actions">
              <HeaderSearch />
              {cart}
              <MobileMenu
                menu={menu}
                activeSectionId={activeSectionId}
                open={mobileOpen}
                onOpenChange={setMobileOpen}
                footer={
                  hasTopbar && (
                    <ContactDetails
                      lines={contactLines}
                      socialLinks={socialLinks}
                      className="mobile-menu-panel__contact"
                    />
                  )
                }
              />
            </div>
          </div>
        </div>
      </header>
      {/* Only the home hero sits under the header; other pages start below it. */}
      {!onHome && (
        <div
          aria-hidden="true"
          className={
            hasTopbar ? 'site-header-spacer site-header-spacer--with-topbar' : 'site-header-spacer'
          }
        />
      )}
    </>
  )
}
