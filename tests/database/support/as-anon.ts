import type { PGlite, Results } from '@electric-sql/pglite'
import { runAsRole, type ApiRole } from '../../../server/rsvp/request-role'
import { requestHeaders } from '../../../server/rsvp/run-rpc'

export type RequestHeaders = Record<string, string>

/**
 * Runs one statement the way PostgREST does (the embedded server's own role switch): in its
 * own transaction, as the API role, with the request headers as `request.headers`.
 */
export function asRole<T>(
  db: PGlite,
  role: ApiRole,
  headers: RequestHeaders,
  sql: string,
  params: unknown[] = [],
): Promise<Results<T>> {
  return runAsRole(db, { role, headers }, (tx) => tx.query<T>(sql, params))
}

/** Runs one statement as the anon role for a client at the given address, as the embedded server sends it. */
export function asAnon<T>(
  db: PGlite,
  address: string,
  sql: string,
  params: unknown[] = [],
): Promise<Results<T>> {
  return asRole<T>(db, 'anon', requestHeaders(address), sql, params)
}

let addressCount = 0

/** A client address no other test has used, so throttling never leaks between tests. */
export function freshAddress(): string {
  addressCount += 1
  return `10.${Math.floor(addressCount / 250)}.${addressCount % 250}.7`
}
