import { Route, Routes } from 'react-router-dom'
import { siteRoutes } from '../../config/paths'
import { SiteLayout } from '../layout/site-layout'
import { pages } from './pages'

const NotFoundPage = pages.notFound

/** The route table of config/paths, each route showing its page inside the site's layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {siteRoutes.map(({ pattern, page }) => {
          const Page = pages[page]
          return <Route key={pattern} path={pattern} element={<Page />} />
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
