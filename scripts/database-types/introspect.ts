import type { PGliteInterface } from '@electric-sql/pglite'
import { readPublicFunctions, type PublicFunction } from '../../server/rsvp/rpc-functions'

export type Column = {
  table: string
  column: string
  type: string
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

/** A composite type of the public schema (`create type ... as (...)`), its attributes in order. */
export type CompositeType = { name: string; attributes: { name: string; type: string }[] }

export type Schema = {
  columns: Column[]
  compositeTypes: CompositeType[]
  relationships: Relationship[]
  functions: PublicFunction[]
  enums: { name: string; labels: string[] }[]
}

// format_type names every type as the migrations wrote it ("timestamp with time zone", "text[]");
// the functions are the ones the API offers (server/rsvp/rpc-functions.ts).
const columnsQuery = `
  select c.relname as table, a.attname as column, format_type(a.atttypid, null) as type,
         a.attnotnull as "notNull",
         (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as "hasDefault",
         a.attgenerated <> '' as generated
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid
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

const enumsQuery = `
  select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
  from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
  where n.nspname = 'public' group by t.typname order by t.typname`

// only the types made with create type: a table's own row type is its Row
const compositeTypesQuery = `
  select t.typname as name,
         json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, null))
                  order by a.attnum) as attributes
  from pg_type t
  join pg_namespace n on n.oid = t.typnamespace
  join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  where n.nspname = 'public' and t.typtype = 'c'
  group by t.typname order by t.typname`

/** The public schema of a migrated database: what the API exposes, read from the catalogue. */
export async function introspect(db: PGliteInterface): Promise<Schema> {
  const [columns, compositeTypes, relationships, functions, enums] = await Promise.all([
    db.query<Column>(columnsQuery),
    db.query<CompositeType>(compositeTypesQuery),
    db.query<Relationship>(relationshipsQuery),
    readPublicFunctions(db),
    db.query<{ name: string; labels: string[] }>(enumsQuery),
  ])
  return {
    columns: columns.rows,
    compositeTypes: compositeTypes.rows,
    relationships: relationships.rows,
    functions,
    enums: enums.rows,
  }
}
