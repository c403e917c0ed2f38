import { map } from 'rxjs'
import {
  presentationTool,
  type DocumentLocationResolver,
  type DocumentResolver,
} from 'sanity/presentation'
import {
  dependsOnSections,
  pageLocations,
  pageRoutes,
  pageSectionsQuery,
  pageTypeNames,
  type PageSections,
} from './page-locations'

/** The site the preview shows: the couple's public address, or the local dev server. */
const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:5173'

/**
 * The pages that show a document, for the preview's «used on» list. Listens to the pages in the
 * preview's perspective, so a section the couple just added, moved or hid counts before publishing.
 */
export const locateDocument: DocumentLocationResolver = (
  { type, perspectiveStack },
  { documentStore },
) => {
  if (!dependsOnSections(type)) return pageLocations(type, [])
  return documentStore
    .listenQuery(
      pageSectionsQuery,
      { pageTypes: pageTypeNames },
      { perspective: perspectiveStack, tag: 'presentation.page-sections' },
    )
    .pipe(map((pages: PageSections[] | null) => pageLocations(type, pages ?? [])))
}

/** Opening a page of the site in the preview opens its page document beside it. */
export const mainDocuments: DocumentResolver[] = pageTypeNames.map((type) => ({
  route: pageRoutes(type),
  type,
}))

export const sitePreview = () =>
  presentationTool({
    title: 'Vista previa',
    previewUrl: { initial: previewUrl },
    resolve: { mainDocuments, locations: locateDocument },
  })
