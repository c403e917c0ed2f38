/** PostgREST's error body, as supabase-js hands it over. */
export type PostgrestErrorBody = {
  code?: string | null
  message?: string | null
  details?: string | null
}

/**
 * A failed call of a guest-list function, for the guests' pages, the couple's dashboard and the
 * tools alike. `code` is the database's stable code when a rule refused (the message of a P0001
 * exception, such as rsvp_not_found or couple_duplicate_number), `network` when no answer came,
 * or else PostgREST's code (a SQLSTATE such as 42501, or PGRST…), or http_<status>.
 */
export class RpcError extends Error {
  override readonly name: string = 'RpcError'

  constructor(
    readonly code: string,
    message: string = code,
    readonly detail: string | null = null,
  ) {
    super(message)
  }
}

/** Status 0 is supabase-js's way of saying the request never got an answer. */
export function rpcErrorFromResponse(error: PostgrestErrorBody, status: number): RpcError {
  const message = error.message ?? ''
  const detail = error.details ?? null
  if (status === 0) return new RpcError('network', message, detail)
  if (error.code === 'P0001' && message) return new RpcError(message, message, detail)
  return new RpcError(error.code || `http_${status}`, message || `HTTP ${status}`, detail)
}
