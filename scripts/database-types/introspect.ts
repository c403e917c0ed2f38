import type { PGliteInterface } from '@electric-sql/pglite'

export type Column = {
  table: string
  column: string
  type: string
  element: string | null
  notNull: boolean
  hasDefault: boolean
  generated: boolean
}

export type Relationship = {
  table: string
  name: string
  columns: string[]
  referencedTable: string
  referencedColumns: string[]
  oneToOne: boolean
}

export type FunctionSignature = {
  name: string
  argNames: string[]
  argTypes: string[]
  defaults: number
  returns: string
  returnsSet: boolean
}

export type Schema = {
  columns: Column[]
  relationships: Relationship[]
  functions: FunctionSignature[]
  enums: { name: string; labels: string[] }[]
}

// format_type names every type as the migrations wrote it ("timestamp with time zone", "text[]").
const columnsQuery = `
  select c.relname as table, a.attname as column, format_type(a.atttypid, null) as type,
         case when t.typcategory = 'A' then format_type(t.typelem, null) end as element,
         a.attnotnull as "notNull",
         (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as "hasDefault",
         a.attgenerated <> '' as generated
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid
  join pg_type t on t.oid = a.atttypid
  where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
  order by c.relname, a.attnum`

const relationshipsQuery = `
  select c.relname as table, con.conname as name,
         array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, i)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.i) as columns,
         r.relname as "referencedTable",
         array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, i)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.i) as "referencedColumns",
         exists (select from pg_index ix where ix.indrelid = con.conrelid and ix.indisunique
                 and ix.indkey::int2[] @> con.conkey and ix.indnkeyatts = cardinality(con.conkey)) as "oneToOne"
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_class r on r.oid = con.confrelid
  where con.contype = 'f' and n.nspname = 'public'
  order by c.relname, con.conname`

const functionsQuery = `
  select p.proname as name, coalesce(p.proargnames, '{}') as "argNames",
         array(select format_type(a.oid, null) from unnest(p.proargtypes::oid[]) with ordinality a(oid, i) order by a.i) as "argTypes",
         p.pronargdefaults as defaults, format_type(p.prorettype, null) as returns, p.proretset as "returnsSet"
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.prokind = 'f' and p.proargmodes is null
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
  order by p.proname, p.oid`

const enumsQuery = `
  select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
  from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
  where n.nspname = 'public' group by t.typname order by t.typname`

/** The public schema of a migrated database: what the API exposes, read from the catalogue. */
export async function introspect(db: PGliteInterface): Promise<Schema> {
  const [columns, relationships, functions, enums] = await Promise.all([
    db.query<Column>(columnsQuery),
    db.query<Relationship>(relationshipsQuery),
    db.query<FunctionSignature>(functionsQuery),
    db.query<{ name: string; labels: string[] }>(enumsQuery),
  ])
  return {
    columns: columns.rows,
    relationships: relationships.rows,
    functions: functions.rows,
    enums: enums.rows,
  }
}
