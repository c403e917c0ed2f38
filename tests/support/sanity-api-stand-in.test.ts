import { createClient, type ClientConfig } from '@sanity/client'
import { stegaClean } from '@sanity/client/stega'
import { vercelStegaDecode } from '@vercel/stega'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatasetDocument } from '../../tooling/content-dataset'
import { createGroqSource } from '../../web/src/content/groq-source'
import { pageQuery, siteTextsQuery, weddingDetailsQuery } from '../../web/src/content/queries'
import { siteTextDefaults } from '../../web/src/content/site-texts/all'
import { defaultDataset } from './default-dataset'
import { findSection } from './page-sections'
import { startSanityApiStandIn, type SanityApiStandIn } from './sanity-api-stand-in'

const projectId = 'boda-test'
const dataset = 'production'
const apiVersion = '2025-02-19'
const studioUrl = 'https://boda.sanity.studio'
const draftTagline = 'Borrador: ¡nos casamos muy pronto!'
const taglineQuery = '*[_type == "siteSettings"]{_id, _originalId, heroTagline}'

let standIn: SanityApiStandIn
/** What the drafts perspective should show: the draft of siteSettings in place of the original. */
let draftDocuments: DatasetDocument[]

beforeAll(async () => {
  // «Textos del sitio» with every text written out, as a couple may: the dataset keeps none, and
  // the stega tests want the same words in several fields of one document.
  const documents = (await defaultDataset()).documents.map((document) =>
    document._id === 'siteTexts' ? { ...document, ...structuredClone(siteTextDefaults) } : document,
  )
  const settings = documents.find(({ _id }) => _id === 'siteSettings')!
  const draft = {
    ...structuredClone(settings),
    _id: 'drafts.siteSettings',
    heroTagline: draftTagline,
  }
  draftDocuments = documents.map((document) =>
    document._id === 'siteSettings' ? { ...draft, _id: 'siteSettings' } : document,
  )
  standIn = await startSanityApiStandIn({ documents: [...documents, draft], projectId, dataset })
})

afterAll(() => standIn?.close())

function client(config: Partial<ClientConfig> = {}) {
  return createClient({
    projectId,
    dataset,
    apiVersion,
    apiHost: standIn.url,
    useProjectHostname: false,
    useCdn: false,
    ...config,
  })
}

const previewClient = () =>
  client({ perspective: 'drafts', token: 'x', stega: { enabled: true, studioUrl } })

const queryOver = (documents: DatasetDocument[], query: string, params = {}) =>
  createGroqSource(documents).fetch(query, params)

const home = { page: 'homePage' }

const queryUrl = (search: Record<string, string>) =>
  `${standIn.url}/v${apiVersion}/data/query/${dataset}?${new URLSearchParams(search)}`

/** The document, type and field that the invisible edit link in a string points to. */
function editTarget(value: unknown) {
  const decoded = vercelStegaDecode<{ href: string }>(String(value))
  if (!decoded) throw new Error(`No edit link in ${JSON.stringify(value)}`)
  const { searchParams } = new URL(decoded.href)
  return {
    id: searchParams.get('id'),
    type: searchParams.get('type'),
    path: searchParams.get('path'),
    perspective: searchParams.get('perspective'),
  }
}

describe('perspectives and sessions', () => {
  it('answers published content by default and hides drafts even from a session', async () => {
    expect(await client({ token: 'x' }).fetch(taglineQuery)).toEqual([
      { _id: 'siteSettings', _originalId: null, heroTagline: 'Nos casamos, Nov 1,2025' },
    ])
    expect(standIn.requests.at(-1)).toEqual({
      query: taglineQuery,
      perspective: 'published',
      withSession: true,
      resultSourceMap: false,
    })
  })

  it('overlays a draft on its document for the drafts perspective with a token', async () => {
    expect(await client({ perspective: 'drafts', token: 'x' }).fetch(taglineQuery)).toEqual([
      { _id: 'siteSettings', _originalId: 'drafts.siteSettings', heroTagline: draftTagline },
    ])
    expect(standIn.requests.at(-1)).toMatchObject({ perspective: 'drafts', withSession: true })
  })

  it('answers the drafts perspective with published content when no session comes', async () => {
    const [settings] = await client({ perspective: 'drafts' }).fetch(taglineQuery)
    expect(settings.heroTagline).toBe('Nos casamos, Nov 1,2025')
    expect(standIn.requests.at(-1)).toMatchObject({ perspective: 'drafts', withSession: false })
  })

  it('takes the sanitySession cookie as a session', async () => {
    const url = queryUrl({ query: taglineQuery, perspective: 'previewDrafts' })
    const headers = { 'X-Sanity-Project-ID': projectId }
    const withCookie = await fetch(url, { headers: { ...headers, Cookie: 'sanitySession=abc' } })
    const withoutCookie = await fetch(url, { headers })
    expect((await withCookie.json()).result[0].heroTagline).toBe(draftTagline)
    expect((await withoutCookie.json()).result[0].heroTagline).toBe('Nos casamos, Nov 1,2025')
    expect(standIn.requests.at(-2)).toMatchObject({
      perspective: 'previewDrafts',
      withSession: true,
    })
  })

  it('shows drafts beside published documents for the raw perspective', async () => {
    const ids = await client({ perspective: 'raw', token: 'x' }).fetch(
      '*[_type == "siteSettings"]._id',
    )
    expect(ids).toEqual(['siteSettings', 'drafts.siteSettings'])
  })

  it('reads a query too long for a URL from the POST body', async () => {
    const padding = 'x'.repeat(12_000)
    const query = '*[_type == "siteSettings" && $padding != ""][0].heroTagline'
    expect(await client({ perspective: 'drafts', token: 'x' }).fetch(query, { padding })).toBe(
      draftTagline,
    )
  })
})

describe('result source maps', () => {
  it('maps a result to its fields in Sanity’s format', async () => {
    const { resultSourceMap } = await client().fetch(
      '*[_type == "parentsSection"][0]{title, parents}',
      {},
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector' },
    )
    expect(resultSourceMap?.documents).toEqual([{ _id: 'parentsSection', _type: 'parentsSection' }])
    const sourcePath = (resultPath: string) => {
      const mapping = resultSourceMap!.mappings[resultPath]
      return mapping?.source.type === 'documentValue'
        ? resultSourceMap!.paths[mapping.source.path]
        : undefined
    }
    expect(sourcePath("$['title']")).toBe("$['title']")
    expect(sourcePath("$['parents'][1]['names'][0]")).toBe(
      "$['parents'][?(@._key=='parents2')]['names'][0]",
    )
    expect(sourcePath("$['parents'][1]['_key']")).toBeUndefined()
  })

  it('addresses array items by index when keys were not asked for', async () => {
    const { resultSourceMap } = await client().fetch(
      '*[_type == "parentsSection"][0]{parents}',
      {},
      { filterResponse: false, resultSourceMap: true },
    )
    expect(resultSourceMap?.paths).toContain("$['parents'][1]['role']")
  })

  it('names the draft as the source of a value read from it', async () => {
    const { resultSourceMap } = await client({ perspective: 'drafts', token: 'x' }).fetch(
      '*[_type == "siteSettings"][0]{heroTagline}',
      {},
      { filterResponse: false, resultSourceMap: true },
    )
    expect(resultSourceMap?.documents).toEqual([
      { _id: 'drafts.siteSettings', _type: 'siteSettings' },
    ])
  })
})

describe('stega encoding by @sanity/client', () => {
  it.each([
    ['siteTextsQuery', siteTextsQuery, {}],
    ['pageQuery', pageQuery, home],
    ['weddingDetailsQuery', weddingDetailsQuery, {}],
  ])('cleans %s back to what groq-js answers over the drafts', async (_name, query, params) => {
    const encoded = await previewClient().fetch(query, params)
    const expected = await queryOver(draftDocuments, query, params)
    expect(JSON.stringify(encoded)).not.toBe(JSON.stringify(expected))
    expect(stegaClean(encoded)).toEqual(expected)
  })

  it('links a draft value to the document and field it came from', async () => {
    const { hero } = findSection(await previewClient().fetch(pageQuery, home), 'sectionHero')!
    expect(standIn.requests.at(-1)).toMatchObject({ resultSourceMap: true, withSession: true })
    expect(stegaClean(hero?.heroTagline)).toBe(draftTagline)
    expect(editTarget(hero?.heroTagline)).toEqual({
      id: 'siteSettings',
      type: 'siteSettings',
      path: 'heroTagline',
      perspective: null,
    })
  })

  it('links keyed array items and portable text by _key', async () => {
    const page = await previewClient().fetch(pageQuery, home)
    const { parents } = findSection(page, 'sectionParents')!
    const { intro } = findSection(page, 'sectionIntro')!
    expect(editTarget(parents?.parents?.[1]?.names?.[0])).toEqual({
      id: 'parentsSection',
      type: 'parentsSection',
      path: 'parents[_key=="parents2"].names[0]',
      perspective: 'published',
    })
    const span = intro?.text?.[1]?.children?.[0]
    expect(editTarget(span && 'text' in span ? span.text : undefined)).toMatchObject({
      id: 'introSection',
      path: 'text[_key=="b2"].children[_key=="b2s1"].text',
    })
  })

  it('prefers the document of the enclosing _id when several hold the same words', async () => {
    const { hotels } = await previewClient().fetch(weddingDetailsQuery)
    const second = hotels[1]!
    expect(stegaClean(second.city)).toBe('Tula de Allende')
    expect(editTarget(second.city)).toMatchObject({ id: second._id, path: 'city' })
  })

  it('prefers the field whose path ends like the result’s', async () => {
    const texts = await previewClient().fetch(siteTextsQuery)
    expect(editTarget(texts?.header?.home)).toMatchObject({ id: 'siteTexts', path: 'header.home' })
    expect(editTarget(texts?.details?.opensInNewTab)).toMatchObject({
      path: 'details.opensInNewTab',
    })
  })
})

describe('HTTP behaviour', () => {
  it('answers a CORS preflight for a credentialed origin', async () => {
    const response = await fetch(queryUrl({ query: '1' }), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,x-sanity-project-id',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization,x-sanity-project-id',
    )
    expect(response.headers.get('vary')).toBe('Origin')
  })

  it('reflects the origin on a credentialed answer', async () => {
    const response = await fetch(queryUrl({ query: 'count(*[_type == "hotel"])' }), {
      headers: { Origin: 'http://127.0.0.1:4173', 'X-Sanity-Project-ID': projectId },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173')
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('vary')).toBe('Origin')
    expect(await response.json()).toMatchObject({
      query: 'count(*[_type == "hotel"])',
      result: 6,
      ms: expect.any(Number),
    })
  })

  it('answers a GROQ syntax error with 400 and Sanity’s queryParseError body', async () => {
    const query = '*[_type == "event"'
    await expect(client().fetch(query)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('GROQ query parse error'),
    })
    const response = await fetch(queryUrl({ query }), {
      headers: { 'X-Sanity-Project-ID': projectId },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: {
        type: 'queryParseError',
        description: expect.any(String),
        query,
        start: expect.any(Number),
        end: expect.any(Number),
      },
    })
  })

  it('answers 404 for another dataset or project', async () => {
    await expect(client({ dataset: 'staging' }).fetch('1')).rejects.toMatchObject({
      statusCode: 404,
      message: expect.stringContaining(`Dataset "staging" not found for project ID "${projectId}"`),
    })
    await expect(client({ projectId: 'otro' }).fetch('1')).rejects.toMatchObject({
      statusCode: 404,
    })
  })
})
