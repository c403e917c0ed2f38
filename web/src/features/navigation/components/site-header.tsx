import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Toolbar from '@mui/material/Toolbar'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { useMemo, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { layoutQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { MiniCart } from '../../shop/components/mini-cart'
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
import { HEADER_HEIGHT, headerSx } from './header-styles'
import { HeaderTopbar, TOPBAR_HEIGHT } from './header-topbar'
import { MobileMenu } from './mobile-menu'
import { SkipLink } from './skip-link'

const noItems: readonly MenuItem[] = []

export function SiteHeader() {
  const { settings, navigation } = useContent(layoutQuery)
  const menu = navigation?.menu ?? noItems
  const { pathname } = useLocation()
  const onHome = isHomePath(pathname)
  const fixed = useHeaderFixed()
  const activeSectionId = useActiveSection(menu, onHome)
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true })
  const [mobileOpen, setMobileOpen] = useState(false)
  useHashArrival(menu)
  const overHero = onHome && !fixed && (isDesktop || !mobileOpen)
  const { partnerOne, partnerTwo, monogram } = settings ?? {}
  const coupleNames = partnerOne && partnerTwo ? `${partnerOne} & ${partnerTwo}` : null
  const contactLines = useMemo(() => contactLinesOf(navigation?.contactLines), [navigation])
  const socialLinks = useMemo(() => socialLinksOf(navigation?.socialLinks), [navigation])
  const hasTopbar = contactLines.length > 0 || socialLinks.length > 0
  const topbarHeight = hasTopbar ? TOPBAR_HEIGHT : 0
  return (
    <>
      <SkipLink />
      <AppBar
        component="header"
        position={fixed ? 'fixed' : 'absolute'}
        elevation={0}
        sx={headerSx(overHero, fixed)}
      >
        {hasTopbar && !fixed && (
          <HeaderTopbar lines={contactLines} socialLinks={socialLinks} overHero={overHero} />
        )}
        <Container maxWidth="lg" disableGutters>
          <Toolbar id={HEADER_BAR_ID} sx={{ height: HEADER_HEIGHT, gap: 2 }}>
            <HeaderLogo monogram={monogram ?? null} coupleNames={coupleNames} />
            {isDesktop && <DesktopMenu menu={menu} activeSectionId={activeSectionId} />}
            <Box sx={{ display: 'flex', alignItems: 'center', ml: isDesktop ? 0 : 'auto' }}>
              <HeaderSearch />
              <MiniCart />
              {!isDesktop && (
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
                        sx={{
                          display: { xs: 'flex', sm: 'none' },
                          px: 3,
                          py: 2,
                          borderTop: 1,
                          borderColor: 'divider',
                          fontSize: '0.85rem',
                          color: 'text.secondary',
                        }}
                      />
                    )
                  }
                />
              )}
            </Box>
          </Toolbar>
        </Container>
      </AppBar>
      {/* Only the home hero sits under the header; other pages start below it. */}
      {!onHome && (
        <Box
          aria-hidden
          sx={{
            height: {
              xs: HEADER_HEIGHT.xs,
              sm: HEADER_HEIGHT.xs + topbarHeight,
              md: HEADER_HEIGHT.md + topbarHeight,
            },
          }}
        />
      )}
    </>
  )
}
