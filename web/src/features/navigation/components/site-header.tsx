import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Toolbar from '@mui/material/Toolbar'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import { layoutQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { useActiveSection } from '../hooks/use-active-section'
import { useHashArrival } from '../hooks/use-hash-arrival'
import { useHeaderFixed } from '../hooks/use-header-fixed'
import { isHomePath, type MenuItem } from '../utils/menu-links'
import { HEADER_BAR_ID } from '../utils/scroll-to-section'
import { DesktopMenu } from './desktop-menu'
import { HEADER_HEIGHT, headerSx } from './header-styles'
import { HeaderLogo } from './header-logo'
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
  return (
    <>
      <SkipLink />
      <AppBar
        component="header"
        position={fixed ? 'fixed' : 'absolute'}
        elevation={0}
        sx={headerSx(overHero, fixed)}
      >
        <Container maxWidth="lg" disableGutters>
          <Toolbar id={HEADER_BAR_ID} sx={{ height: HEADER_HEIGHT, gap: 2 }}>
            <HeaderLogo monogram={monogram ?? null} coupleNames={coupleNames} />
            {isDesktop ? (
              <DesktopMenu menu={menu} activeSectionId={activeSectionId} />
            ) : (
              <MobileMenu
                menu={menu}
                activeSectionId={activeSectionId}
                open={mobileOpen}
                onOpenChange={setMobileOpen}
              />
            )}
          </Toolbar>
        </Container>
      </AppBar>
      {/* Only the home hero sits under the header; other pages start below it. */}
      {!onHome && <Box aria-hidden sx={{ height: HEADER_HEIGHT }} />}
    </>
  )
}
