import type { IncomingMessage } from 'node:http'
import { badRequest, type ApiAnswer } from './api-errors'

export type QueryRoute = { apiVersion: string; dataset: string }

export type QueryInput = { query: string; params: Record<string, unknown> }

/** `/v<apiVersion>/data/query/<dataset>`, the path @sanity/client calls for `fetch`. */
export function matchQueryRoute(pathname: string): QueryRoute | null {
  const match = /^\/v([^/]+)\/data\/query\/([^/]+)$/.exec(pathname)
  if (!match) return null
  return { apiVersion: match[1]!, dataset: decodeURIComponent(match[2]!) }
}

/**
 * The query and its parameters: in the search string (`query`, `$name=<JSON>`) for a GET, in a
 * JSON body `{query, params}` for the POST the client sends when a query is too long for a URL.
 */
export async function readQueryInput(
  request: IncomingMessage,
  search: URLSearchParams,
): Promise<QueryInput | ApiAnswer> {
  if (request.method === 'POST') {
    let body: unknown
    try {
      body = JSON.parse(await readBody(request))
    } catch {
      return badRequest('Request body is not valid JSON')
    }
    const { query, params = {} } = (body ?? {}) as { query?: unknown; params?: unknown }
    if (typeof query !== 'string') return badRequest('Missing query')
    if (typeof params !== 'object' || params === null) return badRequest('params must be an object')
    return { query, params: params as Record<string, unknown> }
  }
  const query = search.get('query')
  if (query === null) return badRequest('Missing query')
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(value)
    } catch {
      return badRequest(`Parameter "${key}" is not valid JSON`)
    }
  }
  return { query, params }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
