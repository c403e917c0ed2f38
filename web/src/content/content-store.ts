import type { QueryParams } from '@sanity/client'
import { fetchContent } from './fetch-content'

/** A promise React's `use` can read without suspending once it has settled. */
type Entry = Promise<unknown> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: unknown }

type Request = { query: string; params: QueryParams; entry: Entry }

export type ContentSnapshot = Record<
  string,
  { query: string; params: QueryParams; result: unknown }
>

const requests = new Map<string, Request>()
const listeners = new Set<() => void>()

export const contentKey = (query: string, params: QueryParams) =>
  `${query}\u0000${JSON.stringify(params)}`

function settled(result: unknown): Entry {
  return Object.assign(Promise.resolve(result), { status: 'fulfilled' as const, value: result })
}

function track(promise: Promise<unknown>): Entry {
  const entry: Entry = promise
  entry.status = 'pending'
  promise.then(
    (value) => Object.assign(entry, { status: 'fulfilled', value }),
    () => (entry.status = 'rejected'),
  )
  return entry
}

/** The shared request for a query: the same query and params are fetched once. */
export function contentEntry(query: string, params: QueryParams): Entry {
  const key = contentKey(query, params)
  const known = requests.get(key)
  if (known) return known.entry
  const entry = track(fetchContent(query, params))
  entry.catch(() => requests.delete(key))
  requests.set(key, { query, params, entry })
  return entry
}

/** A query's result if it has already arrived, without starting a request or waiting. */
export function settledContent(query: string, params: QueryParams): unknown {
  const entry = requests.get(contentKey(query, params))?.entry
  return entry?.status === 'fulfilled' ? entry.value : undefined
}

export function subscribeToContent(onChange: () => void): () => void {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}

/** Seeds the store with results a prerendered page was built from, so hydration never waits. */
export function primeContent(snapshot: ContentSnapshot): void {
  for (const [key, { query, params, result }] of Object.entries(snapshot)) {
    requests.set(key, { query, params, entry: settled(result) })
  }
}

/** Every result fetched so far, for the prerenderer to embed in the page. */
export async function takeContentSnapshot(): Promise<ContentSnapshot> {
  const snapshot: ContentSnapshot = {}
  for (const [key, { query, params, entry }] of requests) {
    snapshot[key] = { query, params, result: await entry }
  }
  return snapshot
}

export function clearContent(): void {
  requests.clear()
}

/**
 * Puts a newer result of a query in the store and re-renders its readers if it differs; returns
 * whether it did.
 */
export function storeContent(query: string, params: QueryParams, result: unknown): boolean {
  const key = contentKey(query, params)
  const current = requests.get(key)
  if (current?.entry.status === 'fulfilled' && sameResult(current.entry.value, result)) return false
  requests.set(key, { query, params, entry: settled(result) })
  for (const listener of listeners) listener()
  return true
}

const sameResult = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Fetches every known query again and swaps in the results that changed, so content published
 * after the build reaches a prerendered page without a rebuild.
 */
export async function refreshContent(): Promise<void> {
  await Promise.all(
    [...requests.values()].map(async ({ query, params }) => {
      storeContent(query, params, await fetchContent(query, params))
    }),
  )
}
