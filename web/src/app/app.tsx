import { Suspense } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { HomePage } from '../features/invitation/components/home-page'
import { ContentError } from '../components/content-error'
import { ErrorBoundary } from '../components/error-boundary'
import { PageLoading } from '../components/page-loading'

export function App() {
  return (
    <BrowserRouter>
      <ErrorBoundary fallback={<ContentError />}>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/home" element={<HomePage />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </BrowserRouter>
  )
}
