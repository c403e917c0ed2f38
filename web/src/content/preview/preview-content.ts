import type { QueryParams } from '@sanity/client'
import { createClient } from '@sanity/client'
import { createQueryStore, type MapStore, type QueryStoreState } from '@sanity/core-loader'
import { sanityClientSettings, type SanityApiTarget } from '../../config/sanity-api'
import type { ContentSource } from '../content-source'
import { previewStegaFilter } from './stega-filter'

type QueryState = QueryStoreState<unknown, unknown>

export type PreviewContent = {
  /** The content, every word carrying an invisible link to its field; drafts once live. */
  source: ContentSource
  /**
   * Connects to the Studio's Presentation tool, which from then on sends each query's result
   * (drafts read with the couple's Studio session) as the couple types. Returns the disconnect.
   */
  enableLiveMode: () => () => void
}

export type PreviewOptions = {
  project: SanityApiTarget
  /** Where edit links point outside the Presentation tool; inside it, clicks go by message. */
  studioUrl: string | null
  /** Called with each newer result of a query already read (the content store takes it). */
  onResult: (query: string, params: QueryParams, result: unknown) => void
}

export function createPreviewContent({ project, studioUrl, onResult }: PreviewOptions) {
  const client = createClient({
    ...sanityClientSettings(project),
    useCdn: false,
    // Published content until the Studio connects; from then on the Studio reads the drafts with
    // the couple's own session and sends them over: the site never holds a token or a cookie.
    perspective: 'published',
    stega: { enabled: true, studioUrl: studioUrl ?? '/', filter: previewStegaFilter },
  })
  const queryStore = createQueryStore({ client, ssr: false })
  const watched = new Map<string, MapStore<QueryState>>()

  // A query stays watched for the whole preview, so the Studio keeps sending its changes.
  function watch(query: string, params: QueryParams): MapStore<QueryState> {
    const key = JSON.stringify([query, params])
    let store = watched.get(key)
    if (!store) {
      store = queryStore.createFetcherStore<unknown, unknown>(query, params)
      store.subscribe(({ data, loading, error }) => {
        if (!loading && !error && data !== undefined) onResult(query, params, data)
      })
      watched.set(key, store)
    }
    return store
  }

  const source: ContentSource = {
    fetch: (query, params) =>
      new Promise((resolve, reject) => {
        let settled = false
        const stop = watch(query, params).subscribe(({ data, loading, error }) => {
          if (settled || loading) return
          if (error) reject(error instanceof Error ? error : new Error(String(error)))
          else if (data !== undefined) resolve(data)
          else return
          settled = true
          queueMicrotask(() => stop())
        })
      }),
  }

  return {
    source,
    enableLiveMode: () => queryStore.enableLiveMode({ client }),
  } satisfies PreviewContent
}
