import { handleRpcRequest, type RpcHandlerOptions } from './rpc-handler'
import type { BodyResult } from './read-body'

export type ApiFetchOptions = Pick<RpcHandlerOptions, 'database' | 'logError' | 'authorize'> & {
  /** The address the throttle sees; the caller is this process. */
  clientAddress?: string
}

const decoder = new TextDecoder('utf-8', { fatal: true })

function bodyOf(bytes: Uint8Array, limit: number): BodyResult {
  if (bytes.byteLength > limit) return { ok: false, reason: 'too-large' }
  try {
    return { ok: true, text: decoder.decode(bytes) }
  } catch {
    return { ok: false, reason: 'not-utf8' }
  }
}

/**
 * A `fetch` that hands each request to the embedded API's own handler (handleRpcRequest) instead
 * of the network: given to supabase-js, a process that opened the database itself calls the
 * functions exactly as the site's /rest/v1/ endpoints do, with the same arguments, roles, errors
 * and answers.
 */
export function apiFetch(options: ApiFetchOptions): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const bytes = new Uint8Array(await request.arrayBuffer())
    const answer = await handleRpcRequest(
      {
        method: request.method,
        url: url.pathname + url.search,
        readBody: (limit) => Promise.resolve(bodyOf(bytes, limit)),
        authorization: request.headers.get('authorization') ?? undefined,
        contentType: request.headers.get('content-type') ?? undefined,
        clientAddress: options.clientAddress ?? '127.0.0.1',
      },
      options,
    )
    // null only when a client went away mid-body; this one never does
    if (!answer) throw new TypeError('The embedded API gave no answer')
    const headers = { 'cache-control': 'no-store', ...answer.headers }
    if (answer.body === undefined) return new Response(null, { status: answer.status, headers })
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
    })
  }
}
