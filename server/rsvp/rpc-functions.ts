import type { PGliteInterface } from '@electric-sql/pglite'

/** A function of the public schema as PostgREST sees it: read from the database's catalogue. */
export type RpcParameter = { name: string; type: string; hasDefault: boolean }

/**
 * What a call answers, by PostgREST's rule: a scalar (json included) as its JSON value, a row
 * (a composite type, a table's row type, or `returns table(...)`) as one object; with `set`, an
 * array of them. A function returning void answers null.
 */
export type RpcResult = { kind: 'void' | 'scalar' | 'row'; set: boolean }

export type RpcFunction = { name: string; parameters: readonly RpcParameter[]; result: RpcResult }

export type RpcCatalogue = ReadonlyMap<string, readonly RpcFunction[]>

/** A column of a function's `returns table(...)`. */
export type ResultColumn = { name: string; type: string }

/** A function of the public schema as the catalogue describes it. */
export type PublicFunction = {
  name: string
  /** its input arguments; a `returns table(...)` function's columns are in `columns` */
  argNames: string[]
  argTypes: string[]
  /** how many of the last arguments have defaults */
  defaults: number
  returns: string
  returnsSet: boolean
  /** answers rows: a composite type, a table's row type, or `returns table(...)` */
  returnsRow: boolean
  /** the columns of `returns table(...)`; empty otherwise */
  columns: ResultColumn[]
}

// What PostgREST exposes: the plain functions of the public schema with named input arguments
// (no triggers, aggregates or procedures); `returns table(...)` and OUT arguments answer rows.
// Whether the caller may run one is the database's decision, made when it is called in the
// caller's role. format_type names each type as the migrations wrote it ("timestamp with time
// zone"). proargtypes counts from 0 and proallargtypes from 1, so both are read as from 1.
const publicFunctionsQuery = `
  with fns as (
    select p.*, coalesce(p.proallargtypes, array(select unnest(p.proargtypes::oid[]))) as all_types,
           coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs])) as modes
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind = 'f'
      and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
  )
  select f.proname as name,
         array(select coalesce(f.proargnames[k], '') from generate_subscripts(f.modes, 1) k
               where f.modes[k] = 'i' order by k) as "argNames",
         array(select format_type(f.all_types[k], null) from generate_subscripts(f.modes, 1) k
               where f.modes[k] = 'i' order by k) as "argTypes",
         f.pronargdefaults as defaults,
         format_type(f.prorettype, null) as returns,
         f.proretset as "returnsSet",
         (t.typtype = 'c' or f.prorettype = 'record'::regtype) as "returnsRow",
         coalesce((select json_agg(json_build_object('name', f.proargnames[k],
                                                     'type', format_type(f.all_types[k], null))
                                   order by k)
                   from generate_subscripts(f.modes, 1) k where f.modes[k] in ('t', 'o')),
                  '[]') as columns
  from fns f join pg_type t on t.oid = f.prorettype
  where f.modes <@ array['i', 't', 'o']::"char"[]
    and (f.prorettype <> 'record'::regtype or f.pronargs < cardinality(f.modes))
    and not exists (select from generate_subscripts(f.modes, 1) k
                    where f.modes[k] = 'i' and coalesce(f.proargnames[k], '') = '')
  order by f.proname, f.oid`

/** The functions the API offers; also what the generated database types describe. */
export async function readPublicFunctions(db: PGliteInterface): Promise<PublicFunction[]> {
  return (await db.query<PublicFunction>(publicFunctionsQuery)).rows
}

/** How PostgREST answers a call of this function (RpcResult). */
export function resultOf(fn: Pick<PublicFunction, 'returns' | 'returnsSet' | 'returnsRow'>) {
  const kind = fn.returnsRow ? 'row' : fn.returns === 'void' ? 'void' : 'scalar'
  return { kind, set: fn.returnsSet } satisfies RpcResult
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
    const entry = { name: fn.name, parameters, result: resultOf(fn) }
    byName.set(fn.name, [...(byName.get(fn.name) ?? []), entry])
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

/** PostgREST's body of each kind of answer (RpcResult), from the call's rows named `call`. */
function answerOf({ kind, set }: RpcResult): string {
  if (kind === 'void') return `'null'::json`
  const value = kind === 'row' ? 'call' : 'call.value'
  return set ? `coalesce(json_agg(${value}), '[]')` : `coalesce(json_agg(${value}) -> 0, 'null')`
}

/**
 * The JSON body goes to PostgreSQL whole and json_to_record casts each argument, as PostgREST
 * does: `2.0` or `1e0` for an integer and `"yes"` for a boolean fail with 22P02, and PGlite's
 * JavaScript serializers never coerce anything. Arguments left out keep their defaults. The
 * answer is built in SQL as PostgREST builds it: a row (composite, table row, `returns
 * table(...)`) is one JSON object, even when the function returned null (an object of nulls);
 * a set is an array, empty when there are no rows; a scalar is its JSON value.
 */
export function callStatement(fn: RpcFunction, argNames: readonly string[]): string {
  const given = fn.parameters.filter((parameter) => argNames.includes(parameter.name))
  const call = given.map(({ name }) => `${quoteIdent(name)} => args.${quoteIdent(name)}`)
  const columns = given.map(({ name, type }) => `${quoteIdent(name)} ${type}`)
  const target = `public.${quoteIdent(fn.name)}(${call.join(', ')})`
  const args =
    columns.length === 0
      ? '(select $1::json) as args'
      : `json_to_record($1::json) as args(${columns.join(', ')})`
  const rows =
    fn.result.kind === 'row'
      ? `select call.* from ${args} cross join lateral ${target} as call`
      : `select ${target} as value from ${args}`
  if (fn.result.kind === 'void') {
    // run for its effect only; the call is still made once, in the caller's transaction
    return `select count(*) >= 0 as ran, 'null'::json as result from (${rows}) as call`
  }
  return `select ${answerOf(fn.result)} as result from (${rows}) as call`
}
