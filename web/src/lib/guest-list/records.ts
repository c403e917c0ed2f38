import type { Database } from './database-types'
import { RpcError } from './rpc-error'

// The records the database's functions answer are its composite types, generated from the
// migrations (npm run db:types); web, scripts and tests derive their records from them here.

/** A composite type of the public schema, as the generated types describe it. */
export type Composite<Name extends keyof Database['public']['CompositeTypes']> =
  Database['public']['CompositeTypes'][Name]

/**
 * A composite with the fields K the database always fills: PostgreSQL cannot mark a composite's
 * attribute not null, so its generated type (as supabase gen types writes it) allows null in each.
 */
export type Filled<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> }

/**
 * Checks that a record has the fields its function always fills before the page trusts it (a
 * composite the function returned as null comes back from PostgREST as an object of nulls), or
 * throws RpcError('unexpected_response') naming `what` and the field.
 */
export function filled<T extends object, K extends keyof T>(
  record: T | null | undefined,
  keys: readonly K[],
  what: string,
): Filled<T, K> {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    throw new RpcError('unexpected_response', `${what} is not a record`)
  }
  const missing = keys.find((key) => record[key] === null || record[key] === undefined)
  if (missing !== undefined) {
    throw new RpcError('unexpected_response', `${what} has no ${String(missing)}`)
  }
  return record as Filled<T, K>
}
