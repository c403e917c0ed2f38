import { evaluate, parse } from 'groq-js'
import { firstValueFrom, isObservable, of, type Observable } from 'rxjs'
import type { DocumentLocationsState } from 'sanity/presentation'
import { describe, expect, it, vi } from 'vitest'
import { sectionContentTypes } from '../../schemas/sections/shared-sections'
import { queryDefaultDataset } from '../support/default-dataset'
import {
  pageLocations,
  pageSectionsQuery,
  pageTypeNames,
  type PageSections,
} from '../../studio/page-locations'
import { locateDocument, mainDocuments } from '../../studio/presentation'

const hrefs = (state: DocumentLocationsState | null | undefined) =>
  state?.locations?.map(({ href }) => href)

const sharedContentTypes = [...new Set(Object.values(sectionContentTypes).flat())]

/** Runs the listener's query over a handful of documents, as the Content Lake would. */
async function pagesIn(documents: object[]): Promise<PageSections[]> {
  const params = { pageTypes: pageTypeNames }
  return (
    await evaluate(parse(pageSectionsQuery, { params }), { dataset: documents, params })
  ).get()
}

/** A documentStore whose pages are `pages`, recording how the resolver asked for them. */
function storeWith(pages: PageSections[]) {
  const listenQuery = vi.fn((..._args: unknown[]) => of(pages))
  return { listenQuery, documentStore: { listenQuery } as never }
}

function locate(type: string, pages: PageSections[]) {
  const store = storeWith(pages)
  const result = locateDocument(
    { id: type, type, version: undefined, perspectiveStack: ['drafts'] },
    { documentStore: store.documentStore },
  )
  const state = isObservable(result)
    ? firstValueFrom(result as Observable<DocumentLocationsState | null | undefined>)
    : Promise.resolve(result)
  return { state, listenQuery: store.listenQuery }
}

describe('the pages the preview offers for each document', () => {
  it('opens each page document on its own page of the site', () => {
    expect(pageTypeNames.map((type) => [type, pageLocations(type, [])?.locations])).toEqual([
      ['homePage', [{ title: 'Portada (la invitación)', href: '/' }]],
      ['storyPage', [{ title: 'Nuestra historia', href: '/story' }]],
      ['accommodationPage', [{ title: 'Hospedaje', href: '/accomodation' }]],
      ['rsvpPage', [{ title: 'Confirmar asistencia', href: '/rsvp' }]],
      ['galleryPage', [{ title: 'Galería', href: '/gallery' }]],
    ])
  })

  it('finds every shared document on some page of the default content', async () => {
    const pages = (await queryDefaultDataset(pageSectionsQuery, {
      pageTypes: pageTypeNames,
    })) as PageSections[]
    expect(pages).toHaveLength(pageTypeNames.length)
    const unlocated = sharedContentTypes.filter(
      (type) => !pageLocations(type, pages)?.locations?.length,
    )
    expect(unlocated).toEqual([])
    expect(hrefs(pageLocations('gallery', pages))).toEqual(['/gallery'])
    expect(hrefs(pageLocations('parentsSection', pages))).toEqual(['/', '/rsvp'])
    expect(hrefs(pageLocations('hotel', pages))).toEqual(['/', '/accomodation'])
  })

  it('follows a shared section the couple adds to another page', async () => {
    const pages = await pagesIn([
      { _id: 'homePage', _type: 'homePage', sections: [{ _type: 'sectionVideo', hidden: false }] },
      { _id: 'storyPage', _type: 'storyPage', sections: [{ _type: 'sectionVideo' }] },
      { _id: 'videoSection', _type: 'videoSection', title: 'Nuestro video' },
    ])
    const { state, listenQuery } = locate('videoSection', pages)
    expect(await state).toEqual({
      locations: [
        { title: 'Portada (la invitación)', href: '/' },
        { title: 'Nuestra historia', href: '/story' },
      ],
    })
    // the pages as the preview shows them: a section added in a draft counts before publishing
    expect(listenQuery).toHaveBeenCalledWith(
      pageSectionsQuery,
      { pageTypes: pageTypeNames },
      expect.objectContaining({ perspective: ['drafts'] }),
    )
  })

  it('leaves out the pages where the section is hidden, and says so when none shows it', async () => {
    const pages = await pagesIn([
      { _id: 'homePage', _type: 'homePage', sections: [{ _type: 'sectionStory', hidden: true }] },
      { _id: 'storyPage', _type: 'storyPage', sections: [{ _type: 'sectionStory' }] },
      {
        _id: 'galleryPage',
        _type: 'galleryPage',
        sections: [{ _type: 'sectionGallery', hidden: true }],
      },
    ])
    expect(hrefs(await locate('storyBlock', pages).state)).toEqual(['/story'])
    expect(await locate('gallery', pages).state).toMatchObject({ locations: [], tone: 'caution' })
  })

  it('keeps the header, the footer and the texts on the pages that always show them', async () => {
    const everyPage = ['/', '/story', '/accomodation', '/rsvp', '/gallery']
    for (const type of ['siteSettings', 'navigation', 'footer']) {
      expect(hrefs(await locate(type, []).state), type).toEqual(everyPage)
    }
    expect(hrefs(await locate('siteTexts', []).state)).toEqual(['/', '/rsvp'])
  })

  it('neither listens nor answers for documents the pages never show', async () => {
    const { state, listenQuery } = locate('guestMessages', [])
    expect(await state).toBeNull()
    expect(listenQuery).not.toHaveBeenCalled()
  })

  it('opens the page document of each address, aliases included', () => {
    expect(mainDocuments).toEqual([
      { route: ['/', '/home'], type: 'homePage' },
      { route: ['/story'], type: 'storyPage' },
      { route: ['/accomodation'], type: 'accommodationPage' },
      { route: ['/rsvp', '/rsvp-form'], type: 'rsvpPage' },
      { route: ['/gallery'], type: 'galleryPage' },
    ])
  })
})
