import type { PGliteInterface } from '@electric-sql/pglite'

/** A function of the public schema as PostgREST sees it: read from the database's catalogue. */
export type RpcParameter = { name: string; type: string; hasDefault: boolean }

export type RpcFunction = { name: string; parameters: readonly RpcParameter[] }

export type RpcCatalogue = ReadonlyMap<string, readonly RpcFunction[]>

/** A function of the public schema as the catalogue describes it. */
export type PublicFunction = {
  name: string
  argNames: string[]
  argTypes: string[]
  /** how many of the last arguments have defaults */
  defaults: number
  returns: string
  returnsSet: boolean
}

// What PostgREST exposes: the plain functions of the public schema with named input arguments
// (no triggers, aggregates, procedures or OUT arguments). Whether the caller may run one is the
// database's decision, made when it is called in the caller's role. format_type names each type
// as the migrations wrote it ("timestamp with time zone").
const publicFunctionsQuery = `
  select p.proname as name,
         coalesce(p.proargnames, '{}') as "argNames",
         array(select format_type(a.oid, null)
               from unnest(p.proargtypes::oid[]) with ordinality as a(oid, position)
               order by a.position) as "argTypes",
         p.pronargdefaults as defaults,
         format_type(p.prorettype, null) as returns,
         p.proretset as "returnsSet"
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.prokind = 'f' and p.proargmodes is null
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
    and coalesce(array_length(p.proargnames, 1), 0) = p.pronargs
  order by p.proname, p.oid`

/** The functions the API offers; also what the generated database types describe. */
export async function readPublicFunctions(db: PGliteInterface): Promise<PublicFunction[]> {
  return (await db.query<PublicFunction>(publicFunctionsQuery)).rows
}

const catalogues = new WeakMap<PGliteInterface, Promise<RpcCatalogue>>()

async function readCatalogue(db: PGliteInterface): Promise<RpcCatalogue> {
  const byName = new Map<string, RpcFunction[]>()
  for (const fn of await readPublicFunctions(db)) {
    const firstDefault = fn.argNames.length - fn.defaults
    const parameters = fn.argNames.map((name, index) => ({
      name,
      type: fn.argTypes[index] ?? 'text',
      hasDefault: index >= firstDefault,
    }))
    byName.set(fn.name, [...(byName.get(fn.name) ?? []), { name: fn.name, parameters }])
  }
  return byName
}

/**
 * The public functions of this database, read once: the migrations have run before it serves.
 * Forgotten if reading failed, so the next request tries again.
 */
export function rpcCatalogue(db: PGliteInterface): Promise<RpcCatalogue> {
  let catalogue = catalogues.get(db)
  if (!catalogue) {
    catalogue = readCatalogue(db)
    catalogues.set(db, catalogue)
    catalogue.catch(() => catalogues.delete(db))
  }
  return catalogue
}

/**
 * The function these argument names call, as PostgREST resolves them: every argument names a
 * parameter, and every parameter without a default is given.
 */
export function matchingFunction(
  candidates: readonly RpcFunction[],
  argNames: readonly string[],
): RpcFunction | undefined {
  return candidates.find(
    (fn) =>
      argNames.every((name) => fn.parameters.some((parameter) => parameter.name === name)) &&
      fn.parameters.every((parameter) => parameter.hasDefault || argNames.includes(parameter.name)),
  )
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * The JSON body goes to PostgreSQL whole and json_to_record casts each argument, as PostgREST
 * does: `2.0` or `1e0` for an integer and `"yes"` for a boolean fail with 22P02, and PGlite's
 * JavaScript serializers never coerce anything. Arguments left out keep their defaults.
 */
export function callStatement(fn: RpcFunction, argNames: readonly string[]): string {
  const given = fn.parameters.filter((parameter) => argNames.includes(parameter.name))
  const call = given.map(({ name }) => `${quoteIdent(name)} => args.${quoteIdent(name)}`)
  const columns = given.map(({ name, type }) => `${quoteIdent(name)} ${type}`)
  const target = `public.${quoteIdent(fn.name)}(${call.join(', ')})`
  if (columns.length === 0) return `select ${target} as result from (select $1::json) as args`
  return (
    `select ${target} as result ` + `from json_to_record($1::json) as args(${columns.join(', ')})`
  )
}
