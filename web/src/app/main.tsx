import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { env, readsSanityProject } from '../config/env'
import { primeContent, refreshContent } from '../content/content-store'
import { isStudioPreviewRequest } from '../content/preview/studio-preview-request'
import { pinRenderClock } from '../lib/render-clock'
import { App } from './app'
import { otherPageClass, readPageData, servedPageFits } from './prerender/page-data'
import './fonts'
import './styles/base.css'
import './styles/on-demand-parts'

const container = document.getElementById('root')
if (!container) throw new Error('index.html is missing #root')

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
)

const page = readPageData(document)
if (readsSanityProject && env.sanity && isStudioPreviewRequest(window)) {
  // Only the couple's Studio gets here, so guests never download the preview's code.
  const project = env.sanity
  void import('./studio-preview/start-studio-preview').then(({ startStudioPreview }) =>
    startStudioPreview({ container, page, project }),
  )
} else if (page && servedPageFits(page.path, window.location.pathname)) {
  pinRenderClock(page.renderedAt)
  primeContent(page.content)
  hydrateRoot(container, app, {
    // A mismatch means a component rendered differently in the browser: say so loudly.
    onRecoverableError: (error) => console.error('Hydration error:', error),
  })
  // Embedded content is bundled with the build, so only Sanity content can have changed since.
  if (env.sanity) {
    const refresh = () => void refreshContent().catch(() => undefined)
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(refresh)
    else setTimeout(refresh, 2000)
  }
} else {
  // Another page's HTML (an address only known at runtime) is replaced at once, not hydrated.
  container.replaceChildren()
  document.documentElement.classList.remove(otherPageClass)
  createRoot(container).render(app)
}
