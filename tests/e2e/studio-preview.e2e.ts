import { createClient, type ClientPerspective, type QueryParams } from '@sanity/client'
import { vercelStegaDecode, vercelStegaSplit } from '@vercel/stega'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { previewOnlyFiles, readManifest } from '../../bench/bundle-size'
import type { DatasetDocument } from '../../tooling/content-dataset'
import { sanityClientSettings } from '../../web/src/config/sanity-api'
import { sanityApiVersion } from '../../web/src/config/sanity-project'
import { studioPreviewParam } from '../../web/src/content/preview/studio-preview-request'
import { defaultDataset } from '../support/default-dataset'
import { startSanityApiStandIn, type SanityApiStandIn } from '../support/sanity-api-stand-in'
import { launchBrowser, viewports, watchProblems } from './support/browser'
import {
  startStudioServer,
  type PresentationStandIn,
  type StudioQueryAnswer,
  type StudioServer,
} from './support/presentation-stand-in'
import { buildSite, e2ePort, previewSite } from './support/site-server'

/**
 * The site built for a Sanity project, as the couple's host builds it, reading a local stand-in
 * of Sanity's query API. A guest gets published content and no preview code. In the Studio's
 * Presentation frame the site shows the drafts the Studio sends, each word carrying the edit
 * link the overlays follow.
 */
const projectId = 'boda-e2e'
const sitePort = e2ePort + 2
const standInPort = e2ePort + 3
const studioPort = e2ePort + 4

const published = { tagline: 'Nos casamos, Nov 1,2025' }
const drafted = {
  tagline: 'Nos casamos en noviembre (borrador)',
  searchTitle: 'Encuentra tu invitación (borrador)',
}

type StudioReader = (
  query: string,
  params: object,
  perspective: unknown,
) => Promise<StudioQueryAnswer>

let workDir: string
let outDir: string
let documents: DatasetDocument[]
let standIn: SanityApiStandIn
let site: { baseUrl: string; stop: () => Promise<void> }
let browser: Browser
let previewFiles: string[]
let studio: StudioServer

/** The default content, with the couple's unpublished changes to two documents. */
async function contentWithDrafts(): Promise<DatasetDocument[]> {
  const dataset = (await defaultDataset()).documents
  const copyOf = (id: string) => {
    const document = dataset.find((candidate) => candidate._id === id)
    if (!document) throw new Error(`The default dataset has no ${id}`)
    return structuredClone(document)
  }
  const settings = copyOf('siteSettings')
  const texts = copyOf('siteTexts')
  const rsvpTexts = texts.rsvp as Record<string, string>
  return [
    ...dataset,
    { ...settings, _id: 'drafts.siteSettings', heroTagline: drafted.tagline },
    { ...texts, _id: 'drafts.siteTexts', rsvp: { ...rsvpTexts, searchTitle: drafted.searchTitle } },
  ]
}

/** Chromium reports each photo the test keeps from Sanity's CDN as a console error. */
const photoBlocked = (error: string) => /ERR_BLOCKED_BY_CLIENT/.test(error)

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'studio-preview-'))
  studio = await startStudioServer(studioPort)
  outDir = path.join(workDir, 'dist')
  documents = await contentWithDrafts()
  standIn = await startSanityApiStandIn({
    documents,
    projectId,
    dataset: 'production',
    port: standInPort,
  })
  const env = {
    ...process.env,
    VITE_SANITY_PROJECT_ID: projectId,
    VITE_SANITY_DATASET: 'production',
    VITE_SANITY_API_HOST: standIn.url,
    VITE_SANITY_STUDIO_URL: studio.origin,
    RSVP_DATA_DIR: path.join(workDir, 'rsvp'),
  }
  await buildSite({ env, outDir })
  site = await previewSite({ env, outDir, port: sitePort })
  previewFiles = previewOnlyFiles(await readManifest(outDir))
  browser = await launchBrowser()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await standIn?.close()
  await studio?.close()
  if (workDir) await rm(workDir, { recursive: true, force: true })
})

/** A browser of its own, where Sanity's photo CDN (out of reach here) answers nothing. */
async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: viewports.desktop, locale: 'es-MX' })
  await context.route('https://cdn.sanity.io/**', (route) => route.abort('blockedbyclient'))
  return context
}

const scriptsLoaded = (page: Page) => {
  const files: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('.js')) files.push(pathname.replace(/^\//, ''))
  })
  return files
}

/** The Studio reads drafts with the couple's session; here, a token the stand-in accepts. */
function studioReader(): StudioReader {
  const client = createClient({
    ...sanityClientSettings({
      projectId,
      dataset: 'production',
      apiVersion: sanityApiVersion,
      apiHost: standIn.url,
    }),
    useCdn: false,
    token: 'couple-session',
    resultSourceMap: 'withKeyArraySelector',
  })
  return async (query, params, perspective) => {
    const response = await client.fetch(query, params as QueryParams, {
      filterResponse: false,
      perspective: perspective as ClientPerspective,
    })
    return { result: response.result, resultSourceMap: response.resultSourceMap }
  }
}

async function openStudioPreview(page: Page, address: string): Promise<PresentationStandIn> {
  return studio.open(page, {
    previewUrl: `${site.baseUrl}${address}?${studioPreviewParam}=drafts`,
    projectId,
    dataset: 'production',
    answerQuery: studioReader(),
  })
}

/** The first text on the page that reads `words` followed by an edit marker. */
async function textWithMarkers(frame: Frame, words: string): Promise<string> {
  const handle = await frame.waitForFunction(
    (wanted) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        // The published words paint first, then the preview's, with their invisible marker.
        if (text.startsWith(wanted) && text.length > wanted.length) return text
      }
      return null
    },
    words,
    { timeout: 20_000 },
  )
  return (await handle.jsonValue()) as string
}

function editLink(text: string): string {
  const { cleaned, encoded } = vercelStegaSplit(text)
  expect(encoded, `"${cleaned}" carries no edit marker`).not.toBe('')
  const decoded = vercelStegaDecode<{ origin: string; href: string }>(text)
  expect(decoded?.origin).toBe('sanity.io')
  return decodeURIComponent(decoded?.href ?? '')
}

function redraft(id: string, change: (document: DatasetDocument) => DatasetDocument) {
  const index = documents.findIndex((document) => document._id === id)
  const document = documents[index]
  if (!document) throw new Error(`No ${id} among the stand-in's documents`)
  documents[index] = change(structuredClone(document))
}

describe('the site of a Sanity project, for guests and in the Studio preview', () => {
  it('gives a guest published content, without edit markers or preview code', async () => {
    const context = await newContext()
    const page = await context.newPage()
    const problems = watchProblems(page)
    const scripts = scriptsLoaded(page)
    // Even the Studio's parameter does nothing outside the Studio.
    await page.goto(`${site.baseUrl}/?${studioPreviewParam}=drafts`, { waitUntil: 'networkidle' })
    const tagline = page.getByText(published.tagline, { exact: true }).first()
    await expect.poll(() => tagline.isVisible()).toBe(true)
    expect(vercelStegaSplit(await tagline.innerText()).encoded).toBe('')
    expect(await page.content()).not.toContain(drafted.tagline)
    expect(scripts.length).toBeGreaterThan(0)
    expect(previewFiles.length).toBeGreaterThan(0)
    expect(scripts.filter((file) => previewFiles.includes(file))).toEqual([])
    expect(problems.consoleErrors.filter((error) => !photoBlocked(error))).toEqual([])
    expect(standIn.requests.filter((request) => request.perspective !== 'published')).toEqual([])
    expect(standIn.requests.filter((request) => request.withSession)).toEqual([])
    await context.close()
  })

  it('shows the couple their drafts as they type, and a click opens the field', async () => {
    const context = await newContext()
    const page = await context.newPage()
    const problems = watchProblems(page)
    const studio = await openStudioPreview(page, '/rsvp')
    const { frame } = studio

    const searchTitle = await textWithMarkers(frame, drafted.searchTitle)
    expect(editLink(searchTitle)).toMatch(
      /id=(drafts\.)?siteTexts;type=siteTexts;path=rsvp\.searchTitle/,
    )

    // The overlays attach a moment after the marked text paints (later on a busy machine), and a
    // click before that opens nothing: click again until the Studio hears of one.
    await expect
      .poll(async () => {
        await frame.getByText(drafted.searchTitle).first().click()
        return studio.opened.map(({ id, path }) => `${id.replace(/^drafts\./, '')} ${path}`)
      })
      .toContain('siteTexts rsvp.searchTitle')

    redraft('drafts.siteTexts', (texts) => {
      const rsvp = texts.rsvp as Record<string, string>
      return { ...texts, rsvp: { ...rsvp, searchTitle: 'Encuentra tu número' } }
    })
    await studio.resendQueries()
    await textWithMarkers(frame, 'Encuentra tu número')
    // The overlays run under the site's Content-Security-Policy like everything else.
    expect(problems.consoleErrors.filter((error) => !photoBlocked(error))).toEqual([])
    await context.close()
  })

  it('moves with the Studio between pages, and tells the Studio where the site went', async () => {
    const context = await newContext()
    const page = await context.newPage()
    const studio = await openStudioPreview(page, '/rsvp')
    const { frame } = studio
    await textWithMarkers(frame, 'Encuentra tu número')
    await expect.poll(() => studio.followed.at(-1)).toMatch(/^\/rsvp(\?|$)/)

    // In edit mode a click opens the field, so the couple turns it off to follow a link. The
    // Studio's address field follows the site, and the drafts stay.
    await studio.toggleOverlays()
    await frame.locator('a.header-logo').click()
    await frame.waitForURL(`${site.baseUrl}/home`)
    await expect.poll(() => studio.followed.at(-1)).toBe('/home')
    const tagline = await textWithMarkers(frame, drafted.tagline)
    expect(editLink(tagline)).toMatch(
      /id=(drafts\.)?siteSettings;type=siteSettings;path=heroTagline/,
    )

    // The Studio's address field: the site follows.
    await studio.navigatePreview('/rsvp')
    await frame.waitForURL(`${site.baseUrl}/rsvp`)
    await textWithMarkers(frame, 'Encuentra tu número')
    await context.close()
  })

  it('shows the couple a reordered or hidden section as soon as they change the page', async () => {
    const context = await newContext()
    const page = await context.newPage()
    const studio = await openStudioPreview(page, '/')
    const { frame } = studio
    const sectionIds = () =>
      frame.locator('main section[id]').evaluateAll((sections) => sections.map(({ id }) => id))
    // sections load as they come near, so wait for both before comparing their places
    const storyBeforeVideo = async () => {
      const ids = await sectionIds()
      if (!ids.includes('story') || !ids.includes('video')) return undefined
      return ids.indexOf('story') < ids.indexOf('video')
    }
    await expect.poll(storyBeforeVideo, { timeout: 20_000 }).toBe(true)

    // The couple drags the video above the story and hides the verse: a draft of the page.
    const home = documents.find((document) => document._id === 'homePage')!
    const sections = structuredClone(home.sections) as { _key: string; hidden?: boolean }[]
    const video = sections.splice(
      sections.findIndex(({ _key }) => _key === 'video'),
      1,
    )
    sections.splice(
      sections.findIndex(({ _key }) => _key === 'story'),
      0,
      ...video,
    )
    const draft = sections.map((section) =>
      section._key === 'verse' ? { ...section, hidden: true } : section,
    )
    documents.push({ ...structuredClone(home), _id: 'drafts.homePage', sections: draft })
    await studio.resendQueries()

    await expect.poll(storyBeforeVideo, { timeout: 20_000 }).toBe(false)
    expect(await sectionIds()).not.toContain('versiculo')
    await context.close()
  })
})
