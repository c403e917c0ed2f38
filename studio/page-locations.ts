import type { DocumentLocation, DocumentLocationsState } from 'sanity/presentation'
import { pageTypes } from '../schemas/pages'
import { sectionContentTypes } from '../schemas/sections/shared-sections'
import { siteRoutes, type PageId } from '../web/src/config/paths'

/** The screen of the site's route table that shows each page document. */
const pageScreens = {
  homePage: 'invitation',
  storyPage: 'story',
  accommodationPage: 'accommodation',
  rsvpPage: 'rsvp',
  galleryPage: 'gallery',
} as const satisfies Record<string, PageId>

export type PageType = keyof typeof pageScreens

export const pageTypeNames = Object.keys(pageScreens) as PageType[]

export const isPageType = (type: string): type is PageType => Object.hasOwn(pageScreens, type)

const routesOf = (type: PageType) => siteRoutes.filter((route) => route.page === pageScreens[type])

/** The page's own address, the one guests and search engines get. */
export function pagePath(type: PageType): string {
  const route = routesOf(type).find(({ visibility }) => visibility === 'public')
  if (!route) throw new Error(`The route table has no public address for ${type}`)
  return route.pattern
}

/** Every address that shows the page, its aliases included (`/home` shows the invitation). */
export const pageRoutes = (type: PageType): string[] => routesOf(type).map(({ pattern }) => pattern)

export function pageLocation(type: PageType): DocumentLocation {
  const title = pageTypes.find(({ name }) => name === type)?.title ?? type
  return { title, href: pagePath(type) }
}

/** A page as the preview's listener reads it: its type and the types of its shown sections. */
export type PageSections = { _type: string; sectionTypes?: readonly (string | null)[] | null }

/** Brings every page with the types of the sections it shows; `$pageTypes` is `pageTypeNames`. */
export const pageSectionsQuery = /* groq */ `*[_type in $pageTypes]{
  _type,
  "sectionTypes": sections[hidden != true]._type
}`

/** The documents some pages show whatever their sections: the header, the footer, the texts. */
const shownRegardlessOfSections: Readonly<Record<string, readonly PageType[]>> = {
  siteSettings: pageTypeNames,
  navigation: pageTypeNames,
  footer: pageTypeNames,
  siteTexts: ['homePage', 'rsvpPage'],
}

const shownBy = (sectionType: string | null): readonly string[] =>
  sectionType && Object.hasOwn(sectionContentTypes, sectionType)
    ? (sectionContentTypes[sectionType] ?? [])
    : []

/** Whether which pages show the document depends on the sections the couple put on them. */
export const dependsOnSections = (documentType: string) =>
  Object.values(sectionContentTypes).some((shown) => shown.includes(documentType))

const nowhere: DocumentLocationsState = {
  locations: [],
  message:
    'Ninguna página muestra este contenido ahora: agrega su sección a una página en «Páginas» (o quítale «Ocultar esta sección»).',
  tone: 'caution',
}

/**
 * The pages of the site that show a document of `documentType`, given each page's shown
 * sections; null for documents the site's pages never show (the dashboard's messages, say).
 */
export function pageLocations(
  documentType: string,
  pages: readonly PageSections[],
): DocumentLocationsState | null {
  if (isPageType(documentType)) return { locations: [pageLocation(documentType)] }
  const showing = new Set<string>(shownRegardlessOfSections[documentType] ?? [])
  for (const page of pages) {
    if (page.sectionTypes?.some((section) => shownBy(section).includes(documentType))) {
      showing.add(page._type)
    }
  }
  if (showing.size === 0) return dependsOnSections(documentType) ? nowhere : null
  return { locations: pageTypeNames.filter((type) => showing.has(type)).map(pageLocation) }
}
