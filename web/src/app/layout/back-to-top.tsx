import { lazy, Suspense, useState } from 'react'
import { useScrolledPast } from '../../lib/use-scrolled-past'

const ScrollToTop = lazy(() => import('./scroll-to-top').then((m) => ({ default: m.ScrollToTop })))

/**
 * The back-to-top button loads the first time it is needed and then stays, to animate in and
 * out. Its scroll state lives here so scrolling never re-renders the page around it: a re-render
 * would make React drop the prerendered HTML of sections that have not hydrated yet.
 */
export function BackToTop() {
  const scrolled = useScrolledPast(400)
  const [loaded, setLoaded] = useState(false)
  if (scrolled && !loaded) setLoaded(true)
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <ScrollToTop visible={scrolled} />
    </Suspense>
  )
}
