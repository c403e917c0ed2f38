import { stegaClean } from '@sanity/client/stega'
import { vercelStegaDecode, vercelStegaSplit } from '@vercel/stega'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sanityApiVersion } from '../../../web/src/config/sanity-project'
import { createPreviewContent } from '../../../web/src/content/preview/preview-content'
import { layoutQuery, pageQuery } from '../../../web/src/content/queries'
import { defaultDataset, queryDefaultDataset } from '../../support/default-dataset'
import { findSection } from '../../support/page-sections'
import { startSanityApiStandIn, type SanityApiStandIn } from '../../support/sanity-api-stand-in'

let standIn: SanityApiStandIn

beforeAll(async () => {
  standIn = await startSanityApiStandIn({
    documents: (await defaultDataset()).documents,
    projectId: 'boda-test',
    dataset: 'production',
  })
})

afterAll(() => standIn.close())

function preview(onResult = vi.fn()) {
  const project = {
    projectId: 'boda-test',
    dataset: 'production',
    apiVersion: sanityApiVersion,
    apiHost: standIn.url,
  }
  return createPreviewContent({ project, studioUrl: 'https://boda.sanity.studio', onResult })
}

const markerOf = (text: string) => vercelStegaSplit(text).encoded

describe('the preview’s content, before the Studio connects', () => {
  it('is the published content, each word carrying a link to its field in the Studio', async () => {
    const onResult = vi.fn()
    const layout = await preview(onResult).source.fetch(layoutQuery, {})
    expect(stegaClean(layout)).toEqual(await queryDefaultDataset(layoutQuery))
    const partnerOne = (
      layout as Awaited<ReturnType<typeof queryDefaultDataset<typeof layoutQuery>>>
    ).settings?.partnerOne as string
    expect(markerOf(partnerOne)).not.toBe('')
    const decoded = vercelStegaDecode<{ href: string }>(partnerOne)
    expect(decodeURIComponent(decoded?.href ?? '')).toMatch(
      /^https:\/\/boda\.sanity\.studio\/intent\/edit\/mode=presentation;id=siteSettings;type=siteSettings;path=partnerOne/,
    )
    expect(onResult).toHaveBeenCalledWith(layoutQuery, {}, layout)
  })

  it('keeps markers out of values the site computes with: time zone, dates, choices, links', async () => {
    const layout = (await preview().source.fetch(layoutQuery, {})) as Awaited<
      ReturnType<typeof queryDefaultDataset<typeof layoutQuery>>
    >
    const home = (await preview().source.fetch(pageQuery, { page: 'homePage' })) as Awaited<
      ReturnType<typeof queryDefaultDataset<typeof pageQuery>>
    >
    const events = findSection(home, 'sectionEvents')?.events
    const values = [
      layout.settings?.timeZone,
      layout.settings?.weddingDate,
      ...(layout.navigation?.socialLinks ?? []).flatMap((link) => [link.network, link.url]),
      ...(events?.events ?? []).flatMap((event) => [event.startsAt, event.mapsUrl]),
    ].filter((value): value is string => typeof value === 'string')
    expect(values.length).toBeGreaterThan(4)
    for (const value of values) expect(markerOf(value), value).toBe('')
    expect(
      () => new Intl.DateTimeFormat('es-MX', { timeZone: layout.settings?.timeZone ?? '' }),
    ).not.toThrow()
  })

  it('is read without a session: published, as any visitor of the API', async () => {
    const before = standIn.requests.length
    await preview().source.fetch(pageQuery, { page: 'homePage' })
    const made = standIn.requests.slice(before)
    expect(made.length).toBeGreaterThan(0)
    for (const request of made) {
      expect(request).toMatchObject({ perspective: 'published', withSession: false })
      expect(request.resultSourceMap).toBe(true)
    }
  })
})
