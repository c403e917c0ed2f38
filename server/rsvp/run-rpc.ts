import type { PGlite } from '@electric-sql/pglite'
import {
  apiError,
  internalError,
  isDatabaseError,
  statusForSqlState,
  type ApiResponse,
} from './postgrest-errors'
import { argumentText, callStatement, type RpcFunction } from './rpc-functions'

export type ErrorLogger = (message: string, error: unknown) => void

/**
 * Calls a guest function the way PostgREST does: in a transaction, as `anon`, with the
 * request headers the SQL reads the client address from. PGlite queues transactions, so
 * concurrent calls run one after another.
 */
export async function runRpc(
  db: PGlite,
  fn: RpcFunction,
  args: Record<string, unknown>,
  clientAddress: string,
  logError: ErrorLogger,
): Promise<ApiResponse> {
  const values = fn.parameters.map((parameter) => argumentText(args[parameter.name]))
  try {
    const result = await db.transaction(async (tx) => {
      // what PostgREST runs first, local to the transaction: role anon is `set local role anon`
      await tx.query(
        "select set_config('role', 'anon', true), set_config('request.headers', $1, true)",
        [JSON.stringify({ 'x-forwarded-for': clientAddress })],
      )
      return tx.query<{ result: unknown }>(callStatement(fn), values)
    })
    return { status: 200, body: result.rows[0]?.result ?? null }
  } catch (error) {
    if (!isDatabaseError(error)) {
      logError(`RSVP API: ${fn.name} failed`, error)
      return internalError()
    }
    const status = statusForSqlState(error.code)
    if (status >= 500) {
      logError(`RSVP API: ${fn.name} failed with ${error.code}`, error)
      return internalError()
    }
    return apiError(status, error.code, error.message, error.detail ?? null, error.hint ?? null)
  }
}
