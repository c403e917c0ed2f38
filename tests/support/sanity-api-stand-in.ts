import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evaluate, parse } from 'groq-js'
import {
  badRequest,
  notFound,
  queryParseError,
  type ApiAnswer,
} from './sanity-api-stand-in/api-errors'
import {
  hasSession,
  readPerspective,
  visibleDocuments,
  type StoredDocument,
} from './sanity-api-stand-in/perspective'
import { matchQueryRoute, readQueryInput } from './sanity-api-stand-in/query-request'
import { buildContentSourceMap } from './sanity-api-stand-in/source-map'

export type StandInRequest = {
  query: string
  /** As asked (`drafts`, `previewDrafts`, …), or `published` when the request named none. */
  perspective: string
  withSession: boolean
  resultSourceMap: boolean
}

export type SanityApiStandIn = {
  /** `http://127.0.0.1:PORT`, for @sanity/client's `apiHost` with `useProjectHostname: false`. */
  url: string
  requests: StandInRequest[]
  close(): Promise<void>
}

export type SanityApiStandInOptions = {
  documents: readonly StoredDocument[]
  projectId: string
  dataset: string
  port?: number
}

/**
 * A local HTTP server that answers GROQ queries like Sanity's query API (`/data/query`), over
 * the given documents with groq-js: perspectives, drafts only with a session, Content Source
 * Maps, Sanity's error bodies and its CORS for a credentialed origin. Test support only.
 */
export async function startSanityApiStandIn(
  options: SanityApiStandInOptions,
): Promise<SanityApiStandIn> {
  const requests: StandInRequest[] = []
  const server = createServer((request, response) => {
    allowOrigin(request, response)
    if (request.method === 'OPTIONS') return answerPreflight(request, response)
    answerQuery(request, options, requests)
      .then(({ status, body }) => sendJson(response, status, body))
      .catch((error: unknown) => sendJson(response, 500, { error: { description: String(error) } }))
  })
  server.listen(options.port ?? 0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

async function answerQuery(
  request: IncomingMessage,
  { documents, projectId, dataset }: SanityApiStandInOptions,
  requests: StandInRequest[],
): Promise<ApiAnswer> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  const route = matchQueryRoute(url.pathname)
  if (!route || (request.method !== 'GET' && request.method !== 'POST')) {
    return notFound(`${request.method} ${url.pathname} is not an endpoint of this stand-in`)
  }
  const askedProject = request.headers['x-sanity-project-id']
  if (askedProject !== projectId) return notFound(`Project ID "${askedProject ?? ''}" not found`)
  if (route.dataset !== dataset) {
    return notFound(`Dataset "${route.dataset}" not found for project ID "${projectId}"`)
  }
  const input = await readQueryInput(request, url.searchParams)
  if ('status' in input) return input

  const askedPerspective = url.searchParams.get('perspective')
  const perspective = readPerspective(askedPerspective, route.apiVersion)
  if (!perspective) return badRequest(`Invalid perspective "${askedPerspective}"`)
  const sourceMapOption = url.searchParams.get('resultSourceMap')
  const wantsSourceMap = sourceMapOption === 'true' || sourceMapOption === 'withKeyArraySelector'
  const withSession = hasSession(request.headers)
  requests.push({
    query: input.query,
    perspective: askedPerspective || perspective,
    withSession,
    resultSourceMap: wantsSourceMap,
  })

  const started = performance.now()
  const visible = visibleDocuments(documents, perspective, withSession)
  let result: unknown
  try {
    const tree = parse(input.query, { params: input.params })
    const value = await evaluate(tree, {
      dataset: visible,
      params: input.params,
      sanity: { projectId, dataset },
    })
    result = await value.get()
  } catch (error) {
    const parseError = queryParseError(input.query, error)
    if (parseError) return parseError
    throw error
  }
  const body = {
    ...(url.searchParams.get('returnQuery') === 'false' ? {} : { query: input.query }),
    ms: Math.round(performance.now() - started),
    result,
    ...(wantsSourceMap && {
      resultSourceMap: buildContentSourceMap(result, visible, {
        keyArraySelector: sourceMapOption === 'withKeyArraySelector',
      }),
    }),
  }
  return { status: 200, body }
}

/** Sanity's CORS for an allowed origin with credentials: the origin reflected, never `*`. */
function allowOrigin(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin
  if (!origin) return
  response.setHeader('Access-Control-Allow-Origin', origin)
  response.setHeader('Access-Control-Allow-Credentials', 'true')
  response.setHeader('Vary', 'Origin')
}

function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
  const askedHeaders = request.headers['access-control-request-headers']
  if (askedHeaders) response.setHeader('Access-Control-Allow-Headers', askedHeaders)
  response.writeHead(204).end()
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}
