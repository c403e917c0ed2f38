import type { PGliteInterface } from '@electric-sql/pglite'
import {
  apiError,
  internalError,
  isDatabaseError,
  statusForSqlState,
  type ApiResponse,
} from './postgrest-errors.ts'
import { runAsRole, type Caller } from './request-role.ts'
import { callStatement, type RpcFunction } from './rpc-functions.ts'

export type ErrorLogger = (message: string, error: unknown) => void

/**
 * The headers the SQL sees. The embedded server is the project's own proxy: it writes the
 * socket's address into both headers private.client_address() may trust
 * (rsvp_settings.client_address_header: CF-Connecting-IP as Cloudflare sets it on hosted
 * Supabase, or X-Forwarded-For with the proxy's address as its last element), so the throttle
 * sees the connection whichever the database trusts; the client's own forwarding headers are
 * never passed on.
 */
export function requestHeaders(clientAddress: string): Record<string, string> {
  return { 'cf-connecting-ip': clientAddress, 'x-forwarded-for': clientAddress }
}

/**
 * Calls a function the way PostgREST does: in a transaction, as the caller's role, with the JSON
 * body cast by PostgreSQL. PGlite queues transactions, so concurrent calls run one after another.
 */
export async function runRpc(
  db: PGliteInterface,
  fn: RpcFunction,
  argNames: readonly string[],
  body: string,
  clientAddress: string,
  logError: ErrorLogger,
  caller: Extract<Caller, { ok: true }> = { ok: true, role: 'anon' },
): Promise<ApiResponse> {
  try {
    const result = await runAsRole(
      db,
      {
        role: caller.role,
        claims: caller.claims,
        headers: requestHeaders(clientAddress),
        path: `/rest/v1/rpc/${fn.name}`,
      },
      (tx) => tx.query<{ result: unknown }>(callStatement(fn, argNames), [body]),
    )
    return { status: 200, body: result.rows[0]?.result ?? null }
  } catch (error) {
    if (!isDatabaseError(error)) {
      logError(`RSVP API: ${fn.name} failed`, error)
      return internalError()
    }
    // PostgREST answers a permission error with 401 for anon and 403 for a signed-in role
    const status =
      error.code === '42501' && caller.role !== 'anon' ? 403 : statusForSqlState(error.code)
    if (status >= 500) {
      logError(`RSVP API: ${fn.name} failed with ${error.code}`, error)
      return internalError()
    }
    return apiError(status, error.code, error.message, error.detail ?? null, error.hint ?? null)
  }
}

/**
 * A guest's call whose body never arrived costs a try, as a miss does, so a connection reset
 * mid-request is never a free attempt, however the reset and the body's reading race. The
 * address is checked first, as the guest functions check it, so a throttled address adds no row.
 * Runs as the database's owner, because the throttle's helpers are private.
 */
export async function countAbandonedCall(
  db: PGliteInterface,
  clientAddress: string,
  logError: ErrorLogger,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.headers', $1, true)`, [
        JSON.stringify(requestHeaders(clientAddress)),
      ])
      await tx.query('select private.assert_not_throttled()')
      await tx.query('select private.record_failure()')
    })
  } catch (error) {
    if (isDatabaseError(error) && error.message === 'rsvp_too_many_attempts') return
    logError('RSVP API: an abandoned call could not be counted', error)
  }
}
