import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { ContentError } from '../../components/content-error'
import { deferredPart } from '../../components/deferred/deferred-part'
import { ErrorBoundary } from '../../components/error-boundary'
import { PageLoading } from '../../components/page-loading'
import { SiteHeader } from '../../features/navigation/components/site-header'
import { MiniCart } from '../../features/shop/components/mini-cart'
import { BackToTop } from './back-to-top'
import { ScrollReset } from './scroll-reset'

/** index.html holds the first paint until the parser reaches an element with this id. */
export const mainParsedId = 'contenido-completo'

const SiteFooter = deferredPart('footer', () => import('./site-footer').then((m) => m.SiteFooter))

/** Header, page and footer load side by side, so one slow part never holds back the others. */
export function SiteLayout() {
  return (
    <>
      <ScrollReset />
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <SiteHeader cart={<MiniCart />} />
        </Suspense>
      </ErrorBoundary>
      <ErrorBoundary fallback={<ContentError />}>
        <Suspense fallback={<PageLoading />}>
          <main id="contenido" tabIndex={-1}>
            <Outlet />
          </main>
          {/* index.html holds the first paint until the parser reaches this: the page is whole */}
          <span id={mainParsedId} hidden />
        </Suspense>
      </ErrorBoundary>
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </ErrorBoundary>
      <BackToTop />
    </>
  )
}
