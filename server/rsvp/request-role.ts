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

/** The non-superuser login role PostgREST connects as (supabase/bootstrap.sql creates it). */
export const loginRole = 'authenticator'

// PGlite's standalone backend starts with session_authorization unset, and a transaction's
// local change of an unset setting outlives the transaction: giving it its own value first, at
// session level and outside any transaction, lets the commit or rollback restore it.
const sessionUserSet = new WeakSet<PGliteInterface>()

async function pinSessionUser(db: PGliteInterface): Promise<void> {
  if (sessionUserSet.has(db)) return
  await db.query("select set_config('session_authorization', session_user, false)")
  sessionUserSet.add(db)
}

/**
 * Runs `work` in one transaction the way PostgREST runs a request: the request's settings and
 * the role's own settings (statement_timeout …) local to the transaction, then, as PostgREST's
 * connection is, the session becomes the non-superuser `authenticator` and switches to the
 * request's role, so grants and row-level security decide exactly as on Supabase and the
 * request cannot `set role postgres`. PGlite always logs in as its bootstrap superuser (its
 * `username` option is only a `set role`), hence the local session authorization.
 */
export async function runAsRole<T>(
  db: PGliteInterface,
  context: RequestContext,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  if (!apiRoles.includes(context.role)) throw new Error(`Not an API role: ${String(context.role)}`)
  await pinSessionUser(db)
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
    await tx.query(`set local session authorization ${loginRole}`)
    await tx.query(`set local role ${context.role}`)
    return work(tx)
  })
}

/**
 * Who sends a request, as PostgREST decides from its Authorization header. The embedded server's
 * own decision (server/auth/request-claims.ts) never gives the service role; a test standing in
 * for hosted Supabase's API may, for a key of its own.
 */
export type Caller =
  | { ok: true; role: ApiRole; claims?: Record<string, unknown> }
  | { ok: false; status: 401; code: string; message: string }

/** Without an Auth server every caller is anon, as before the couple could sign in. */
export const everyoneAnon = (): Promise<Caller> => Promise.resolve({ ok: true, role: 'anon' })
