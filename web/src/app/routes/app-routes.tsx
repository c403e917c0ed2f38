import { Route, Routes } from 'react-router-dom'
import { siteRoutes } from '../../config/paths'
import { CoupleLayout } from '../layout/couple-layout'
import { SiteLayout } from '../layout/site-layout'
import { pages } from './pages'

const NotFoundPage = pages.notFound

const routesOf = (routes: readonly (typeof siteRoutes)[number][]) =>
  routes.map(({ pattern, page }) => {
    const Page = pages[page]
    return <Route key={pattern} path={pattern} element={<Page />} />
  })

// The couple's private pages have their own layout: guests' navigation has no place there.
const guestRoutes = siteRoutes.filter((route) => route.visibility !== 'private')
const coupleRoutes = siteRoutes.filter((route) => route.visibility === 'private')

/** The route table of config/paths: guests' pages in the site's layout, the couple's in theirs. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {routesOf(guestRoutes)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<CoupleLayout />}>{routesOf(coupleRoutes)}</Route>
    </Routes>
  )
}
