import type { PageQueryResult } from './sanity.types'

/** The pages made of sections; each is a singleton document under this id. */
export type SectionPageId =
  'homePage' | 'storyPage' | 'accommodationPage' | 'rsvpPage' | 'galleryPage'

/** One shown section of a page, as `pageQuery` brings it. */
export type PageSection = NonNullable<NonNullable<PageQueryResult>['sections']>[number]

export type SectionType = PageSection['_type']

/** The section of one type, with its own fields or the shared content it shows. */
export type SectionOf<Type extends SectionType> = Extract<PageSection, { _type: Type }>
