import type { PGlite, Results } from '@electric-sql/pglite'

export type RequestHeaders = Record<string, string>

export type ApiRole = 'anon' | 'authenticated'

/**
 * Runs one statement the way PostgREST does: in its own transaction, with the request headers
 * exposed as `request.headers` and the API role set locally.
 */
export function asRole<T>(
  db: PGlite,
  role: ApiRole,
  headers: RequestHeaders,
  sql: string,
  params: unknown[] = [],
): Promise<Results<T>> {
  return db.transaction(async (tx) => {
    await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)])
    await tx.query(`set local role ${role}`)
    return tx.query<T>(sql, params)
  })
}

/** Runs one statement as the anon role for a client behind the given address. */
export function asAnon<T>(
  db: PGlite,
  address: string,
  sql: string,
  params: unknown[] = [],
): Promise<Results<T>> {
  return asRole<T>(db, 'anon', { 'x-forwarded-for': address }, sql, params)
}

let addressCount = 0

/** A client address no other test has used, so throttling never leaks between tests. */
export function freshAddress(): string {
  addressCount += 1
  return `10.${Math.floor(addressCount / 250)}.${addressCount % 250}.7`
}
