import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { ContentError } from '../../components/content-error'
import { ErrorBoundary } from '../../components/error-boundary'
import { PageLoading } from '../../components/page-loading'
import { SiteHeader } from '../../features/navigation/components/site-header'
import { SiteFooter } from './site-footer'
import { ScrollReset } from './scroll-reset'
import { ScrollToTop } from './scroll-to-top'

/** Header, page and footer load side by side, so one slow part never holds back the others. */
export function SiteLayout() {
  return (
    <>
      <ScrollReset />
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <SiteHeader />
        </Suspense>
      </ErrorBoundary>
      <ErrorBoundary fallback={<ContentError />}>
        <Suspense fallback={<PageLoading />}>
          <main id="contenido" tabIndex={-1}>
            <Outlet />
          </main>
        </Suspense>
      </ErrorBoundary>
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </ErrorBoundary>
      <ScrollToTop />
    </>
  )
}
