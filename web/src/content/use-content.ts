import type { QueryParams } from '@sanity/client'
import { use, useSyncExternalStore } from 'react'
import { contentEntry, subscribeToContent } from './content-store'
import type { QueryResult } from './fetch-content'

/**
 * Suspends until the query's result is ready; the same query and params share one request, and
 * a refreshed result re-renders its readers.
 */
export function useContent<const Query extends string>(
  query: Query,
  params: QueryParams = {},
): QueryResult<Query> {
  const read = () => contentEntry(query, params)
  const entry = useSyncExternalStore(subscribeToContent, read, read)
  return use(entry as Promise<unknown>) as QueryResult<Query>
}
