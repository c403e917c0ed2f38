import type { PGlite } from '@electric-sql/pglite'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { apiError, internalError, type ApiResponse } from './postgrest-errors.ts'
import { sendJson } from './send-json.ts'
import { maxBodyBytes, readBody, type BodyResult } from './read-body.ts'
import { everyoneAnon, type Caller } from './request-role.ts'
import { maxJsonDepth, nestsDeeperThan } from './json-depth.ts'
import { matchingFunction, rpcCatalogue, type RpcFunction } from './rpc-functions.ts'
import { countAbandonedCall, runRpc, type ErrorLogger } from './run-rpc.ts'
import { connectionAddress } from './connection-address.ts'

export type RpcRequest = {
  method: string
  /** The full request path, e.g. /rest/v1/rpc/find_invitation (a query string is ignored). */
  url: string
  /** Reads at most `limit` bytes of the body. */
  readBody: (limit: number) => Promise<BodyResult>
  /** The Authorization header, if any. */
  authorization?: string
  /** The Content-Type header, if any. */
  contentType?: string
  /** The connection's address; null when it cannot be told (the request is refused). */
  clientAddress: string | null
}

export type RpcHandlerOptions = {
  database: () => Promise<PGlite>
  /** The caller's address: the connection's own, never a header the client could forge. */
  clientAddress?: (req: IncomingMessage) => string | null
  logError?: ErrorLogger
  /** Decides the caller's role from the Authorization header; everyone is anon without it. */
  authorize?: (db: PGlite, authorization: string | undefined) => Promise<Caller>
}

// a signed-in couple member may import a whole guest list; strangers keep the small limit
const signedInBodyBytes = 512 * 1024

const isJson = (contentType: string | undefined) =>
  /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '')

const rpcPath = /^\/rest\/v1\/rpc\/([^/]+)$/
const allowed = { allow: 'OPTIONS, POST' }

const unknownAddress: ApiResponse = {
  ...apiError(
    400,
    'P0001',
    'rsvp_too_many_attempts',
    'The client address of the request could not be determined.',
  ),
  headers: { connection: 'close' },
}

const defaultLogError: ErrorLogger = (message, error) => console.error(message, error)

function functionNotFound(
  name: string,
  argNames?: string[],
  fn?: RpcFunction | undefined,
): ApiResponse {
  const given = argNames ? [...argNames].sort().join(', ') : undefined
  const expected = fn && `public.${fn.name}(${fn.parameters.map((p) => p.name).join(', ')})`
  return apiError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${given === undefined ? '' : `(${given})`} in the schema cache`,
    given === undefined
      ? null
      : `Searched for the function public.${name} with parameters ${given || '(none)'}, but no matches were found in the schema cache.`,
    expected ? `Perhaps you meant to call the function ${expected}` : null,
  )
}

type ParsedArguments =
  { ok: true; args: Record<string, unknown> } | { ok: false; error: ApiResponse }

function parseArguments(text: string): ParsedArguments {
  // PostgREST calls a function with an empty body as if it had no arguments.
  if (text.trim() === '') return { ok: true, args: {} }
  if (nestsDeeperThan(text)) {
    const message = `The JSON body is nested deeper than ${maxJsonDepth} levels`
    return { ok: false, error: apiError(400, 'PGRST102', message) }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, error: apiError(400, 'PGRST102', 'Empty or invalid json') }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    const message = 'The body must be a JSON object of named arguments'
    return { ok: false, error: apiError(400, 'PGRST102', message) }
  }
  return { ok: true, args: parsed as Record<string, unknown> }
}

function bodyError(reason: 'too-large' | 'not-utf8', limit: number): ApiResponse {
  if (reason === 'not-utf8') return apiError(400, 'PGRST102', 'Empty or invalid json')
  const message = `The request body is larger than ${limit} bytes`
  return { ...apiError(400, 'PGRST102', message), headers: { connection: 'close' } }
}

/** One request to the embedded API; null when the client went away mid-body. */
export async function handleRpcRequest(
  request: RpcRequest,
  options: Pick<RpcHandlerOptions, 'database' | 'logError' | 'authorize'>,
): Promise<ApiResponse | null> {
  const name = rpcPath.exec(request.url.split('?')[0] ?? '')?.[1]
  if (!name) return apiError(404, 'PGRST125', 'Invalid path specified in request URL')

  const logError = options.logError ?? defaultLogError
  let db: PGlite
  let candidates: readonly RpcFunction[] | undefined
  try {
    db = await options.database()
    candidates = (await rpcCatalogue(db)).get(name)
  } catch (error) {
    logError('RSVP API: the database could not be opened', error)
    return internalError()
  }
  if (!candidates) return functionNotFound(name)
  if (request.method === 'OPTIONS') return { status: 204, body: undefined, headers: allowed }
  if (request.method !== 'POST') {
    const message = `Cannot use the ${request.method} method on RPC`
    return { ...apiError(405, 'PGRST101', message), headers: allowed }
  }

  // PostgREST takes named arguments only as JSON; anything else would also let a cross-site
  // form or text/plain POST answer without the browser's CORS preflight
  if (!isJson(request.contentType)) {
    const message = `Content-Type not acceptable: ${request.contentType ?? ''}`.trim()
    return apiError(415, 'PGRST107', message)
  }

  // the throttle counts misses per address, so a request from nowhere is refused as throttled
  if (request.clientAddress === null) return unknownAddress

  const caller = await (options.authorize ?? everyoneAnon)(db, request.authorization)
  if (!caller.ok) return apiError(caller.status, caller.code, caller.message)

  const limit = caller.role === 'anon' ? maxBodyBytes : signedInBodyBytes
  const body = await request.readBody(limit)
  if (!body.ok) {
    if (body.reason !== 'aborted') return bodyError(body.reason, limit)
    if (caller.role === 'anon') await countAbandonedCall(db, request.clientAddress, logError)
    return null
  }
  const parsed = parseArguments(body.text)
  if (!parsed.ok) return parsed.error
  const argNames = Object.keys(parsed.args)
  const fn = matchingFunction(candidates, argNames)
  if (!fn) return functionNotFound(name, argNames, candidates[0])

  const json = body.text.trim() === '' ? '{}' : body.text
  return runRpc(db, fn, argNames, json, request.clientAddress, logError, caller)
}

/**
 * A Node/Connect handler for everything under /rest/v1/. Mounted with Connect, the original
 * URL is used, so it answers the same whether mounted at the root or at /rest/v1.
 */
export function createRpcHandler(options: RpcHandlerOptions) {
  const clientAddress = options.clientAddress ?? connectionAddress
  const logError = options.logError ?? defaultLogError
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // before anything is awaited or read: the client may reset the connection right after sending
    const address = clientAddress(req)
    try {
      const response = await handleRpcRequest(
        {
          method: req.method ?? 'GET',
          url: (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/',
          readBody: (limit) => readBody(req, limit),
          contentType: req.headers['content-type'],
          authorization: req.headers.authorization,
          clientAddress: address,
        },
        { database: options.database, logError, authorize: options.authorize },
      )
      if (response && !res.headersSent) sendJson(res, response)
    } catch (error) {
      logError('RSVP API: unexpected failure', error)
      if (!res.headersSent) sendJson(res, internalError())
    }
  }
}
