import type { QueryParams, SanityQueries } from '@sanity/client'
import { env } from '../config/env'
import type { ContentSource } from './content-source'

export type QueryResult<Query extends string> = Query extends keyof SanityQueries
  ? SanityQueries[Query]
  : unknown

let source: Promise<ContentSource> | undefined

// Either source is loaded on first use, so the other one never weighs on the bundle.
function loadSource(): Promise<ContentSource> {
  const { sanity } = env
  source ??= sanity
    ? import('./sanity-source').then(({ createSanitySource }) => createSanitySource(sanity))
    : import('./embedded-source').then(({ embeddedSource }) => embeddedSource)
  return source
}

/** Reads every later query from another source: the Studio preview's drafts. */
export function replaceContentSource(next: ContentSource): void {
  source = Promise.resolve(next)
}

export async function fetchContent<const Query extends string>(
  query: Query,
  params: QueryParams = {},
): Promise<QueryResult<Query>> {
  const contentSource = await loadSource()
  return (await contentSource.fetch(query, params)) as QueryResult<Query>
}
