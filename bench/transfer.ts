import type { Browser } from 'playwright-core'
import type { Device } from './chromium'

export type ResourceKind = 'document' | 'js' | 'css' | 'image' | 'font' | 'data' | 'other'

export type TransferEntry = { url: string; kind: ResourceKind; bytes: number; status: number }

export type TransferSummary = {
  url: string
  device: Device
  requests: number
  totalBytes: number
  bytesByKind: Record<ResourceKind, number>
  thirdPartyRequests: string[]
  entries: TransferEntry[]
}

const extensionKinds: Array<[RegExp, ResourceKind]> = [
  [/\.m?js$/, 'js'],
  [/\.css$/, 'css'],
  [/\.(png|jpe?g|gif|webp|avif|svg|ico)$/, 'image'],
  [/\.(woff2?|ttf|otf)$/, 'font'],
  [/\.json$/, 'data'],
  [/\.html?$/, 'document'],
]

export function resourceKind(url: string, mimeType = ''): ResourceKind {
  const mime = mimeType.toLowerCase()
  if (mime.includes('javascript')) return 'js'
  if (mime === 'text/css') return 'css'
  if (mime.startsWith('image/')) return 'image'
  if (mime.startsWith('font/') || mime.includes('font-woff')) return 'font'
  if (mime.includes('json')) return 'data'
  if (mime === 'text/html') return 'document'
  const pathname = new URL(url).pathname.toLowerCase()
  return extensionKinds.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'other'
}

export function summariseTransfer(
  url: string,
  device: Device,
  entries: TransferEntry[],
): TransferSummary {
  const bytesByKind: Record<ResourceKind, number> = {
    document: 0,
    js: 0,
    css: 0,
    image: 0,
    font: 0,
    data: 0,
    other: 0,
  }
  for (const entry of entries) bytesByKind[entry.kind] += entry.bytes
  const origin = new URL(url).origin
  return {
    url,
    device,
    requests: entries.length,
    totalBytes: entries.reduce((total, entry) => total + entry.bytes, 0),
    bytesByKind,
    thirdPartyRequests: entries
      .map((entry) => entry.url)
      .filter((requested) => new URL(requested).origin !== origin),
    entries,
  }
}

/** Build files a page requested, as paths relative to the build folder (assets/x.js). */
export function builtFilesRequested(summary: TransferSummary): string[] {
  const origin = new URL(summary.url).origin
  return summary.entries
    .filter((entry) => entry.url.startsWith(`${origin}/assets/`))
    .map((entry) => new URL(entry.url).pathname.slice(1))
}

type Pending = { url: string; mimeType: string; status: number }

/**
 * Loads the page in a fresh context with an empty cache until the network is idle and adds up
 * what came over the wire (headers and compressed bodies), from Chromium's own network events.
 */
export async function measureTransfer(
  browser: Browser,
  url: string,
  device: Device,
): Promise<TransferSummary> {
  const context = await browser.newContext(device)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const pending = new Map<string, Pending>()
  const entries: TransferEntry[] = []
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith('http')) return
    pending.set(event.requestId, { url: event.request.url, mimeType: '', status: 0 })
  })
  cdp.on('Network.responseReceived', (event) => {
    const request = pending.get(event.requestId)
    if (request) {
      request.mimeType = event.response.mimeType
      request.status = event.response.status
    }
  })
  cdp.on('Network.loadingFinished', (event) => {
    const request = pending.get(event.requestId)
    if (!request) return
    pending.delete(event.requestId)
    entries.push({
      url: request.url,
      kind: resourceKind(request.url, request.mimeType),
      bytes: event.encodedDataLength,
      status: request.status,
    })
  })
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await page.goto(url, { waitUntil: 'networkidle' })
  // lets the last loadingFinished events of the idle network arrive
  await page.waitForTimeout(250)
  await context.close()
  return summariseTransfer(url, device, entries)
}
