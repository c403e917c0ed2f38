import type { PGliteInterface, Transaction } from '@electric-sql/pglite'

/** The roles PostgREST switches to; never the superuser the embedded database opens as. */
export const apiRoles = ['anon', 'authenticated', 'service_role'] as const

export type ApiRole = (typeof apiRoles)[number]

export type RequestContext = {
  role: ApiRole
  /** The JWT's claims, as `request.jwt.claims` (auth.jwt(), auth.uid(), auth.role() read them). */
  claims?: Record<string, unknown>
  /** The request's headers, lower-case names, as `request.headers`. */
  headers?: Record<string, string>
  method?: string
  path?: string
}

/**
 * Runs `work` in one transaction the way PostgREST runs a request: the request's settings and
 * the role's own settings (statement_timeout …) local to the transaction, then
 * `set local role`, so grants and row-level security decide exactly as on Supabase.
 */
export function runAsRole<T>(
  db: PGliteInterface,
  context: RequestContext,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  if (!apiRoles.includes(context.role)) {
    return Promise.reject(new Error(`Not an API role: ${String(context.role)}`))
  }
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true),
              set_config('request.headers', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true)`,
      [
        JSON.stringify({ role: context.role, ...context.claims }),
        JSON.stringify(context.headers ?? {}),
        context.method ?? 'POST',
        context.path ?? '',
      ],
    )
    await tx.query(
      `select set_config(split_part(setting, '=', 1), substr(setting, strpos(setting, '=') + 1), true)
       from pg_db_role_setting s
       join pg_roles r on r.oid = s.setrole
       cross join unnest(s.setconfig) as setting
       where r.rolname = $1 and s.setdatabase = 0`,
      [context.role],
    )
    await tx.query(`set local role ${context.role}`)
    return work(tx)
  })
}

/** Who sends a request, as PostgREST decides from its Authorization header. */
export type Caller =
  | { ok: true; role: 'anon' | 'authenticated'; claims?: Record<string, unknown> }
  | { ok: false; status: 401; code: string; message: string }

/** Without an Auth server every caller is anon, as before the couple could sign in. */
export const everyoneAnon = (): Promise<Caller> => Promise.resolve({ ok: true, role: 'anon' })
