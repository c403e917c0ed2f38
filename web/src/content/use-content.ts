import type { QueryParams } from '@sanity/client'
import { use } from 'react'
import { fetchContent, type QueryResult } from './fetch-content'

const requests = new Map<string, Promise<unknown>>()

/** Suspends until the query's result is ready; the same query and params share one request. */
export function useContent<const Query extends string>(
  query: Query,
  params: QueryParams = {},
): QueryResult<Query> {
  const key = `${query}\u0000${JSON.stringify(params)}`
  let request = requests.get(key)
  if (!request) {
    request = fetchContent(query, params)
    request.catch(() => requests.delete(key))
    requests.set(key, request)
  }
  return use(request) as QueryResult<Query>
}
