import { Suspense, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { ContentError } from '../../components/content-error'
import { deferredPart } from '../../components/deferred/deferred-part'
import { lazyWithMui } from '../../components/mui/lazy-with-mui'
import { ErrorBoundary } from '../../components/error-boundary'
import { PageLoading } from '../../components/page-loading'
import { SiteHeader } from '../../features/navigation/components/site-header'
import { useScrolledPast } from '../../lib/use-scrolled-past'
import { ScrollReset } from './scroll-reset'

const SiteFooter = deferredPart('footer', () => import('./site-footer').then((m) => m.SiteFooter))
const ScrollToTop = lazyWithMui(() => import('./scroll-to-top').then((m) => m.ScrollToTop))

/** Header, page and footer load side by side, so one slow part never holds back the others. */
export function SiteLayout() {
  const scrolled = useScrolledPast(400)
  // The back-to-top button loads the first time it is needed and then stays to animate.
  const [backToTopLoaded, setBackToTopLoaded] = useState(false)
  if (scrolled && !backToTopLoaded) setBackToTopLoaded(true)
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
      {backToTopLoaded && (
        <Suspense fallback={null}>
          <ScrollToTop visible={scrolled} />
        </Suspense>
      )}
    </>
  )
}
