/**
 * The door's service worker: the door's page and its files, kept so /novios/puerta opens without
 * signal. Guests' pages never register it. The build bundles this file into dist/door-sw.js
 * (`doorWorkerSource` in door-worker.ts) with the cache's name and the files it keeps in place
 * of the two names below; the linter and the type-checker read it as any other source file.
 */
import { doorPath } from '../../web/src/config/paths'

declare const __DOOR_CACHE_NAME__: string
declare const __DOOR_FILES__: readonly string[]

/** The little of a service worker's scope this worker uses (TypeScript's DOM library has none). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends Event {
  readonly request: Request
  readonly clientId: string
  respondWith(response: Promise<Response>): void
}
interface WorkerScope {
  readonly location: { readonly origin: string }
  readonly clients: {
    get(id: string): Promise<{ readonly url: string } | undefined>
    claim(): Promise<void>
  }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
}

const worker = self as unknown as WorkerScope
const cacheName = __DOOR_CACHE_NAME__
const pagePath = doorPath
const files = __DOOR_FILES__
const pageTimeoutMs = 3000

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll([new Request(pagePath, { cache: 'reload' }), ...files]))
      .then(() => worker.skipWaiting()),
  )
})

worker.addEventListener('activate', (event) => {
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
      .then(() => worker.clients.claim()),
  )
})

/** The page from the network when it answers in time, else the copy kept on the phone. */
async function page(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName)
  const fresh = fetch(request).then((response) => {
    if (response.ok && !response.redirected) void cache.put(pagePath, response.clone())
    return response
  })
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), pageTimeoutMs))
  try {
    const answer = await Promise.race([fresh, late])
    if (answer) return answer
  } catch {
    // no signal: the kept copy below
  }
  return (await cache.match(pagePath)) ?? fresh
}

/**
 * The scope (/novios/puerta) also holds /novios/puertas and /novios/puerta/…: only the door's
 * page itself is answered, and only it gets the kept files.
 */
async function fromTheDoor(clientId: string): Promise<boolean> {
  const client = clientId ? await worker.clients.get(clientId) : undefined
  return client ? new URL(client.url).pathname === pagePath : false
}

async function kept(event: FetchEvent): Promise<Response> {
  if (await fromTheDoor(event.clientId)) {
    const cache = await caches.open(cacheName)
    const copy = await cache.match(new URL(event.request.url).pathname)
    if (copy) return copy
  }
  return fetch(event.request)
}

worker.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== worker.location.origin) return
  if (request.mode === 'navigate') {
    if (url.pathname === pagePath) event.respondWith(page(request))
  } else if (files.includes(url.pathname)) {
    event.respondWith(kept(event))
  }
})
