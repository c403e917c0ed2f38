import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { ContentError } from '../../components/content-error'
import { ErrorBoundary } from '../../components/error-boundary'
import { PageLoading } from '../../components/page-loading'
import { ScrollReset } from './scroll-reset'
import { mainParsedId } from './site-layout'

/** The couple's own pages: no guest header, search, cart or footer; the page brings its header. */
export function CoupleLayout() {
  return (
    <>
      <ScrollReset />
      <ErrorBoundary fallback={<ContentError />}>
        <Suspense fallback={<PageLoading />}>
          <main id="contenido" tabIndex={-1}>
            <Outlet />
          </main>
          <span id={mainParsedId} hidden />
        </Suspense>
      </ErrorBoundary>
    </>
  )
}
