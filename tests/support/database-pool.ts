import type { PGlite } from '@electric-sql/pglite'
import { jwtSecret } from '../../server/auth/auth-store'
import { restoreSnapshot, takeSnapshot } from './database-snapshot'

/**
 * Opening a copy of the migrated database costs about a second of WebAssembly start-up, and some
 * seventy test files open one. A worker keeps the database a file has closed and lends it to the
 * next file that asks for the same kind, put back as it was opened: every row and sequence
 * (a snapshot taken at its first opening), the session (`discard all`: role, settings, prepared
 * statements, temporary tables). A file that changed the schema itself (a function, a grant, a
 * column, a policy, a role) gets its database really closed, so what it did never reaches the
 * next file.
 */

type Kind = 'migrated' | 'seeded'

type Idle = { db: PGlite; close: () => Promise<void>; catalog: string }

const poolSchema = 'test_snapshot_pool'

// On the worker's global: the component files load this module anew for each file.
const poolKey = Symbol.for('wedding-site.tests.database-pool')
const idle: Map<Kind, Idle> = ((globalThis as Record<symbol, unknown>)[poolKey] ??=
  new Map()) as Map<Kind, Idle>

/**
 * What a test could change outside the rows: the definitions and privileges of schemas, tables,
 * columns, functions, policies, triggers, constraints, types and roles, and their settings.
 */
const catalogQuery = `
  with user_namespaces as (
    select oid, nspname, nspacl from pg_namespace
    where nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      and nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'
      and nspname not like 'test_snapshot%'
  )
  select md5(concat_ws('|',
    (select string_agg(nspname || coalesce(nspacl::text, ''), ',' order by nspname)
       from user_namespaces),
    (select string_agg(concat_ws(':', n.nspname, c.relname, c.relkind, c.relacl::text,
                                 c.relrowsecurity, c.relforcerowsecurity), ','
                       order by n.nspname, c.relname)
       from pg_class c join user_namespaces n on n.oid = c.relnamespace),
    (select string_agg(concat_ws(':', a.attrelid::regclass::text, a.attname, a.atttypid,
                                 a.attnotnull, a.attacl::text, a.attisdropped), ','
                       order by a.attrelid::regclass::text, a.attnum)
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       join user_namespaces n on n.oid = c.relnamespace where a.attnum > 0),
    (select string_agg(concat_ws(':', n.nspname, p.proname, md5(p.prosrc),
                                 p.proargtypes::text, p.proacl::text, p.proconfig::text,
                                 p.prosecdef, p.provolatile), ','
                       order by n.nspname, p.proname, p.proargtypes::text)
       from pg_proc p join user_namespaces n on n.oid = p.pronamespace),
    (select string_agg(concat_ws(':', polrelid::regclass::text, polname, polcmd,
                                 polroles::text, md5(coalesce(pg_get_expr(polqual, polrelid), '')),
                                 md5(coalesce(pg_get_expr(polwithcheck, polrelid), ''))), ','
                       order by polrelid::regclass::text, polname)
       from pg_policy),
    (select string_agg(concat_ws(':', tgrelid::regclass::text, tgname, tgenabled), ','
                       order by tgrelid::regclass::text, tgname)
       from pg_trigger where not tgisinternal),
    (select string_agg(concat_ws(':', conrelid::regclass::text, conname,
                                 md5(pg_get_constraintdef(oid))), ','
                       order by conrelid::regclass::text, conname)
       from pg_constraint where connamespace in (select oid from user_namespaces)),
    (select string_agg(concat_ws(':', enumtypid::regtype::text, enumlabel), ','
                       order by enumtypid::regtype::text, enumsortorder)
       from pg_enum),
    (select string_agg(concat_ws(':', rolname, rolsuper, rolinherit, rolcanlogin,
                                 rolbypassrls, rolconfig::text), ',' order by rolname)
       from pg_roles),
    (select string_agg(concat_ws(':', roleid::regrole::text, member::regrole::text), ','
                       order by roleid::regrole::text, member::regrole::text)
       from pg_auth_members),
    (select string_agg(concat_ws(':', setdatabase, setrole, setconfig::text), ','
                       order by setdatabase, setrole)
       from pg_db_role_setting),
    (select string_agg(defaclacl::text, ',' order by defaclacl::text) from pg_default_acl)
  )) as catalog`

async function catalogOf(db: PGlite): Promise<string> {
  const { rows } = await db.query<{ catalog: string }>(catalogQuery)
  return rows[0]!.catalog
}

/** Puts a database back as it was lent, or says it cannot be (then it is really closed). */
async function putBack(db: PGlite, catalog: string): Promise<boolean> {
  try {
    // fails inside a transaction the file left open, which then cannot be reused either
    await db.exec('discard all')
    await db.exec('drop schema if exists test_snapshot cascade')
    if ((await catalogOf(db)) !== catalog) return false
    await restoreSnapshot(db, poolSchema)
    return true
  } catch {
    return false
  }
}

/**
 * A database of `kind` for a test file: the worker's idle one if there is one, else `open()`'s.
 * Its `close()` hands it back for the next file instead, when it can be put back as it was.
 */
export async function borrowDatabase(kind: Kind, open: () => Promise<PGlite>): Promise<PGlite> {
  const lent = idle.get(kind)
  idle.delete(kind)
  let db: PGlite
  let close: () => Promise<void>
  let catalog: string
  if (lent) {
    ;({ db, close, catalog } = lent)
  } else {
    db = await open()
    close = () => db.close()
    // The embedded Auth makes its schema on first use; made before the snapshot, a file that
    // signs someone in leaves the catalog as it found it, and its database can be lent again.
    await jwtSecret(db)
    await takeSnapshot(db, poolSchema)
    catalog = await catalogOf(db)
  }
  let returned = false
  const giveBack = async () => {
    if (returned) return
    returned = true
    if (!idle.has(kind) && (await putBack(db, catalog))) idle.set(kind, { db, close, catalog })
    else await close()
  }
  // A new object for each file: what the server keeps per database (the functions it offers, the
  // session user it pinned, the Auth schema it made) starts afresh, as with a new database.
  return new Proxy(db, {
    get(target, key) {
      if (key === 'close') return giveBack
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
