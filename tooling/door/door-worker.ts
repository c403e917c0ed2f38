import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { OutputAsset, OutputChunk } from 'rollup'
import { doorPath } from '../../web/src/config/paths'

/** The door's service worker, at the site's root; only the door's page registers it. */
export const doorWorkerFile = 'door-sw.js'
export const doorPageModule = 'web/src/features/door/components/door-page.tsx'

const isChunk = (item: OutputChunk | OutputAsset): item is OutputChunk => item.type === 'chunk'

type ViteChunk = OutputChunk & {
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> }
}

const sourcePath = (id: string) => id.replaceAll('\\', '/')

/** The site's shared layers: code any page may use and that never imports a feature or the app. */
const sharedLayer = /\/web\/src\/(components|lib|content|config)\//

/**
 * Whether a chunk holds only shared code (and packages): what the entry loads on demand for any
 * page, the door's too (MUI's scope, the toasts, the content's source). The import-direction lint
 * rule keeps shared code from loading a feature or the app, so such a chunk belongs to no page.
 */
export function isSharedChunk(chunk: Pick<OutputChunk, 'moduleIds'>): boolean {
  return chunk.moduleIds
    .map(sourcePath)
    .filter((id) => id.includes('/web/src/') && !id.startsWith('\0'))
    .every((id) => sharedLayer.test(id))
}

/** Photos: what the content's source names for the guests' pages; the door shows none. */
const photo = /\.(avif|gif|jpe?g|png|svg|webp)$/i

/**
 * How a chunk is reached: by the door's own chunk (it and all it may load are kept), by the
 * entry's static imports (kept with what shared code loads on demand), or on demand by shared code
 * (kept without the photos it names: the content's source lists every photo of the site).
 */
type Reach = 'door' | 'entry' | 'on-demand'

/**
 * The files the door's page loads, as paths of the site ('/assets/…'), from the build's chunk
 * graph: the app's entry with what it imports and what shared code loads on demand
 * (`lazyWithMui`'s mui-scope chunk, the toasts, the content's source), and the door's chunk with
 * everything it imports or loads later (the QR reader), each with its styles and assets, the
 * WebAssembly reader among them. No other page's or feature's chunk, nor the app's own on-demand
 * parts (the guests' layout, the route table's other pages).
 */
export function doorFiles(output: readonly (OutputChunk | OutputAsset)[]): string[] {
  const chunks = output.filter(isChunk) as ViteChunk[]
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const found = new Set<string>()
  const seen = new Set<string>()
  const visit = (chunk: ViteChunk, reached: Reach) => {
    // the entry's own on-demand imports are the route table's pages: never all of them
    const reach = reached === 'door' && chunk.isEntry ? 'entry' : reached
    if (seen.has(`${reach}:${chunk.fileName}`)) return
    seen.add(`${reach}:${chunk.fileName}`)
    found.add(chunk.fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css)
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) {
      if (reach !== 'on-demand' || !photo.test(asset)) found.add(asset)
    }
    for (const file of chunk.imports) {
      const next = byFile.get(file)
      if (next) visit(next, reach)
    }
    for (const file of chunk.dynamicImports) {
      const next = byFile.get(file)
      if (next && reach === 'door') visit(next, 'door')
      else if (next && isSharedChunk(next)) visit(next, 'on-demand')
    }
  }
  const door = chunks.find((chunk) =>
    chunk.moduleIds.some((id) => sourcePath(id).endsWith(doorPageModule)),
  )
  if (!door) throw new Error(`No chunk of the build holds ${doorPageModule}`)
  visit(door, 'door')
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk, 'entry'))
  return [...found].sort().map((file) => `/${file}`)
}

/** The /assets/ files a page or a style sheet names (fonts, preloads, its styles). */
export const assetsNamedIn = (text: string): string[] =>
  [...text.matchAll(/\/assets\/[\w.-]+/g)].map((match) => match[0])

/**
 * Writes dist/door-sw.js once the pages are final (prerendered, search tags added): it keeps the
 * door's page and files on the phone, so the door opens without signal once it has been opened.
 * Its version is a hash of what it keeps, so a new build replaces it and clears the old copy.
 */
export async function writeDoorWorker(
  distDir: string,
  files: readonly string[],
): Promise<string[]> {
  const pageFile = path.join(distDir, `${doorPath.slice(1)}.html`)
  const texts = new Map<string, string>([[doorPath, await readFile(pageFile, 'utf8')]])
  const kept = new Set(files)
  for (const file of [...files].filter((name) => name.endsWith('.css'))) {
    texts.set(file, await readFile(path.join(distDir, file), 'utf8'))
  }
  for (const text of texts.values()) assetsNamedIn(text).forEach((file) => kept.add(file))
  const list = [...kept].sort()
  const hash = createHash('sha256').update(texts.get(doorPath) ?? '')
  for (const file of list) hash.update(file).update(await readFile(path.join(distDir, file)))
  const version = hash.digest('hex').slice(0, 16)
  await writeFile(path.join(distDir, doorWorkerFile), doorWorkerSource(version, list))
  return list
}

/** Plain script (no imports): served as is from the root, with a scope of the door's page. */
export function doorWorkerSource(version: string, files: readonly string[]): string {
  return `// The door's service worker (tooling/door/door-worker.ts): the door's page and its files,
// kept so /novios/puerta opens without signal. Guests' pages never register it.
const cacheName = 'door-${version}'
const pagePath = ${JSON.stringify(doorPath)}
const files = ${JSON.stringify(files)}
const pageTimeoutMs = 3000

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll([new Request(pagePath, { cache: 'reload' }), ...files]))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('door-') && name !== cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  )
})

// the page from the network when it answers in time, else the copy kept on the phone
async function page(request) {
  const cache = await caches.open(cacheName)
  const fresh = fetch(request).then((response) => {
    if (response.ok && !response.redirected) void cache.put(pagePath, response.clone())
    return response
  })
  const late = new Promise((resolve) => setTimeout(() => resolve(null), pageTimeoutMs))
  try {
    const answer = await Promise.race([fresh, late])
    if (answer) return answer
  } catch {
    // no signal: the kept copy below
  }
  return (await cache.match(pagePath)) ?? fresh
}

// the scope (/novios/puerta) also holds /novios/puertas and /novios/puerta/…: only the door's
// page itself is answered, and only it gets the kept files
async function fromTheDoor(clientId) {
  const client = clientId ? await self.clients.get(clientId) : null
  return client ? new URL(client.url).pathname === pagePath : false
}

async function kept(event) {
  if (await fromTheDoor(event.clientId)) {
    const cache = await caches.open(cacheName)
    const copy = await cache.match(new URL(event.request.url).pathname)
    if (copy) return copy
  }
  return fetch(event.request)
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    if (url.pathname === pagePath) event.respondWith(page(request))
  } else if (files.includes(url.pathname)) {
    event.respondWith(kept(event))
  }
})
`
}
