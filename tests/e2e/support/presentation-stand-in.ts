import { build } from 'esbuild'
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { Frame, Page } from 'playwright-core'

/**
 * The Studio's side of the Presentation tool, as the site meets it: the same comlink channels
 * (`@sanity/comlink`, `@sanity/presentation-comlink`) the Studio opens to the framed site. It sets
 * the drafts perspective, answers each query the site listens to with `answerQuery` (the Studio
 * reads drafts with the couple's session), and records what the overlays report: the field a
 * click opens, and where the site navigated.
 */
const studioSide = /* js */ `
import { createConnectionMachine, createController } from '@sanity/comlink'
import { createCompatibilityActors } from '@sanity/presentation-comlink'

window.connectStudio = ({ targetOrigin, projectId, dataset }) => {
  const frame = document.querySelector('iframe')
  const controller = createController({ targetOrigin })
  controller.addTarget(frame.contentWindow)
  const machine = () => createConnectionMachine().provide({ actors: createCompatibilityActors() })
  const loaders = controller.createChannel(
    { name: 'presentation', connectTo: 'loaders', heartbeat: true },
    machine(),
  )
  const overlays = controller.createChannel(
    { name: 'presentation', connectTo: 'visual-editing', heartbeat: true },
    machine(),
  )
  const listened = new Map()
  const answer = async ({ query, params, perspective }) => {
    const { result, resultSourceMap } = await window.answerQuery(query, params ?? {}, perspective)
    loaders.post('loader/query-change', {
      projectId, dataset, perspective, query, params, result, resultSourceMap, tags: [],
    })
  }
  loaders.onStatus((event) => {
    if (event.status === 'connected')
      loaders.post('loader/perspective', { projectId, dataset, perspective: 'drafts' })
  })
  loaders.on('loader/query-listen', (data) => {
    if (data.projectId !== projectId || data.dataset !== dataset) return
    listened.set(JSON.stringify([data.query, data.params, data.perspective]), data)
    void answer(data)
  })
  overlays.on('visual-editing/focus', (data) => window.studioOpened(data))
  overlays.on('visual-editing/navigate', (data) => window.studioFollowed(data.url))
  loaders.start()
  overlays.start()
  window.studio = {
    resendQueries: () => Promise.all([...listened.values()].map(answer)),
    navigatePreview: (url) => overlays.post('presentation/navigate', { type: 'push', url }),
    toggleOverlays: () => overlays.post('presentation/toggle-overlay'),
  }
}
`

let bundled: Promise<string> | undefined

function studioScript(): Promise<string> {
  bundled ??= build({
    stdin: { contents: studioSide, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '')
  return bundled
}

export type StudioQueryAnswer = { result: unknown; resultSourceMap?: unknown }

export type PresentationStandIn = {
  frame: Frame
  /** What the overlays asked the Studio to open, in order: document id, type and field path. */
  opened: { id: string; type?: string; path: string }[]
  /** The addresses the site told the Studio it moved to. */
  followed: string[]
  /** Answers every listened query again, as the Studio does while the couple types. */
  resendQueries: () => Promise<void>
  /** Moves the preview to an address, as the Studio's address field does. */
  navigatePreview: (url: string) => Promise<void>
  /** The Studio's edit-mode switch: with the overlays off, a click follows the site's links. */
  toggleOverlays: () => Promise<void>
}

type Options = {
  previewUrl: string
  projectId: string
  dataset: string
  answerQuery: (query: string, params: object, perspective: unknown) => Promise<StudioQueryAnswer>
}

export type StudioServer = {
  origin: string
  close: () => Promise<void>
  /** Opens the Presentation page framing `previewUrl` and connects to the site. */
  open: (page: Page, options: Options) => Promise<PresentationStandIn>
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

async function frameAt(page: Page, origin: string): Promise<Frame> {
  const ofSite = (frame: Frame) => frame.url().startsWith(origin)
  const frame =
    page.frames().find(ofSite) ??
    (await page
      .waitForEvent('framenavigated', { predicate: ofSite, timeout: 20_000 })
      .catch(() => undefined))
  if (frame) return frame
  const urls = page.frames().map((frame) => frame.url())
  throw new Error(`No frame of ${origin} opened in the Studio page (frames: ${urls.join(', ')})`)
}

/**
 * The Studio's page, served over loopback like a local Studio: Chromium only lets a page of a
 * local address frame another local address.
 */
export async function startStudioServer(port: number): Promise<StudioServer> {
  const script = await studioScript()
  const server = createServer((request, response) => {
    const previewUrl = new URL(request.url ?? '/', 'http://studio').searchParams.get('preview')
    if (!previewUrl) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><html lang="es"><title>Vista previa</title><body style="margin:0">
      <iframe title="Vista previa" src="${escapeAttribute(previewUrl)}"
        style="width:100vw;height:100vh;border:0"></iframe>
      <script>${script}</script>`)
  })
  server.listen(port, '127.0.0.1')
  await once(server, 'listening')
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    open: (page, options) => openPresentation(page, origin, options),
  }
}

async function openPresentation(
  page: Page,
  studioOrigin: string,
  { previewUrl, projectId, dataset, answerQuery }: Options,
): Promise<PresentationStandIn> {
  const opened: PresentationStandIn['opened'] = []
  const followed: string[] = []
  await page.exposeFunction('answerQuery', answerQuery)
  await page.exposeFunction('studioOpened', (data: PresentationStandIn['opened'][number]) => {
    opened.push(data)
  })
  await page.exposeFunction('studioFollowed', (url: string) => followed.push(url))
  await page.goto(`${studioOrigin}/presentation?preview=${encodeURIComponent(previewUrl)}`)
  const siteOrigin = new URL(previewUrl).origin
  await page.evaluate(
    (input) => (window as unknown as { connectStudio: (i: object) => void }).connectStudio(input),
    { targetOrigin: siteOrigin, projectId, dataset },
  )
  const frame = await frameAt(page, siteOrigin)
  type StudioApi = {
    studio: {
      resendQueries(): Promise<void>
      navigatePreview(url: string): void
      toggleOverlays(): void
    }
  }
  return {
    frame,
    opened,
    followed,
    resendQueries: () =>
      page.evaluate(() => (window as unknown as StudioApi).studio.resendQueries()),
    navigatePreview: (url) =>
      page.evaluate((next) => (window as unknown as StudioApi).studio.navigatePreview(next), url),
    toggleOverlays: () =>
      page.evaluate(() => (window as unknown as StudioApi).studio.toggleOverlays()),
  }
}
