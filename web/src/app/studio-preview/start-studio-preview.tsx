import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { sanityApiEnv } from '../../config/sanity-api-env'
import type { SanityProject } from '../../config/sanity-project'
import { primeContent, refreshContent, storeContent } from '../../content/content-store'
import { replaceContentSource } from '../../content/fetch-content'
import { createPreviewContent } from '../../content/preview/preview-content'
import { App } from '../app'
import { otherPageClass, type PageData } from '../prerender/page-data'
import { StudioNavigation } from './studio-navigation'

export type StudioPreviewOptions = {
  container: HTMLElement
  /** The published content the page was built with: shown at once, then replaced by drafts. */
  page: PageData | null
  project: SanityProject
}

/** The site as the couple's Studio shows it: drafts, live, with click-to-edit. */
export function startStudioPreview({ container, page, project }: StudioPreviewOptions) {
  const preview = createPreviewContent({
    project: { ...project, apiHost: sanityApiEnv.apiHost },
    studioUrl: sanityApiEnv.studioUrl,
    onResult: storeContent,
  })
  replaceContentSource(preview.source)
  if (page) primeContent(page.content)
  // Rendered afresh, not hydrated: preview texts carry edit markers the built HTML has not.
  container.replaceChildren()
  document.documentElement.classList.remove(otherPageClass)
  const reload = () => {
    window.location.reload()
    return new Promise<void>(() => undefined)
  }
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App />
        <StudioNavigation reload={reload} />
      </BrowserRouter>
    </StrictMode>,
  )
  void refreshContent().catch((error: unknown) => console.error('Preview content:', error))
  preview.enableLiveMode()
}
