import type { PublicFunction } from '../../server/rsvp/rpc-functions'
import type { Column, CompositeType, Relationship, Schema } from './introspect'

const scalarTypes: Record<string, string> = {
  smallint: 'number',
  integer: 'number',
  bigint: 'number',
  real: 'number',
  'double precision': 'number',
  numeric: 'number',
  boolean: 'boolean',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
}

const textLike =
  /^(text|character varying|character|uuid|inet|cidr|citext|date|interval|bytea|time.*|timestamp.*)$/

type Names = {
  enums: ReadonlySet<string>
  tables: ReadonlySet<string>
  composites: ReadonlySet<string>
}

/** The TypeScript type of a PostgreSQL type, as `supabase gen types` writes it. */
function tsType(type: string, names: Names): string {
  const plain = type.replace(/^public\./, '')
  if (plain.endsWith('[]')) return `${tsType(plain.slice(0, -2), names)}[]`
  if (scalarTypes[plain]) return scalarTypes[plain]
  if (textLike.test(plain)) return 'string'
  if (names.enums.has(plain)) return `Database['public']['Enums']['${plain}']`
  if (names.composites.has(plain)) return `Database['public']['CompositeTypes']['${plain}']`
  if (names.tables.has(plain)) return `Database['public']['Tables']['${plain}']['Row']`
  return 'unknown'
}

const key = (name: string) => (/^[a-z_][a-z0-9_]*$/i.test(name) ? name : JSON.stringify(name))

function table(
  name: string,
  columns: Column[],
  relationships: Relationship[],
  type: (t: string) => string,
) {
  const field = (column: Column) => `${type(column.type)}${column.notNull ? '' : ' | null'}`
  const row = columns.map((c) => `${key(c.column)}: ${field(c)}`)
  const insert = columns.map((c) =>
    c.generated
      ? `${key(c.column)}?: never`
      : `${key(c.column)}${c.notNull && !c.hasDefault ? '' : '?'}: ${field(c)}`,
  )
  const update = columns.map((c) =>
    c.generated ? `${key(c.column)}?: never` : `${key(c.column)}?: ${field(c)}`,
  )
  const links = relationships.map(
    (r) => `{
      foreignKeyName: ${JSON.stringify(r.name)}
      columns: ${JSON.stringify(r.columns)}
      isOneToOne: ${r.oneToOne}
      referencedRelation: ${JSON.stringify(r.referencedTable)}
      referencedColumns: ${JSON.stringify(r.referencedColumns)}
    }`,
  )
  return `${key(name)}: {
    Row: { ${row.join('\n')} }
    Insert: { ${insert.join('\n')} }
    Update: { ${update.join('\n')} }
    Relationships: [${links.join(',\n')}]
  }`
}

/**
 * What one call answers, as supabase's generator writes it: the columns of `returns table(...)`
 * as an object (without null, as supabase writes them), a composite or a table's row by its
 * name; `[]` is added for a set.
 */
function returnType(fn: PublicFunction, type: (t: string) => string): string {
  if (fn.columns.length === 0) return type(fn.returns)
  return `{ ${fn.columns.map((c) => `${key(c.name)}: ${type(c.type)}`).join('\n')} }`
}

/** A composite type's attributes, each of which may be null (PostgreSQL cannot say otherwise). */
function compositeType(composite: CompositeType, type: (t: string) => string) {
  const fields = composite.attributes.map((a) => `${key(a.name)}: ${type(a.type)} | null`)
  return `${key(composite.name)}: { ${fields.join('\n')} }`
}

function functionType(overloads: PublicFunction[], type: (t: string) => string) {
  // an SQL function takes null for any argument, and ours give null a meaning (keep, clear, none)
  const args = overloads.map((fn) => {
    const firstDefault = fn.argNames.length - fn.defaults
    const fields = fn.argNames.map(
      (name, index) =>
        `${key(name)}${index >= firstDefault ? '?' : ''}: ${type(fn.argTypes[index] ?? 'unknown')} | null`,
    )
    return fields.length ? `{ ${fields.join('\n')} }` : 'Record<PropertyKey, never>'
  })
  const [first] = overloads
  const returns = first ? `${returnType(first, type)}${first.returnsSet ? '[]' : ''}` : 'unknown'
  return `${key(first?.name ?? '')}: {
    Args: ${args.join(' | ')}
    Returns: ${returns}
  }`
}

/** The `Database` type of the public schema, in the shape supabase-js and `supabase gen types` use. */
export function renderTypes(schema: Schema): string {
  const enums = new Set(schema.enums.map((e) => e.name))
  const tables = [...new Set(schema.columns.map((c) => c.table))]
  const tableNames = new Set(tables)
  const composites = new Set(schema.compositeTypes.map((c) => c.name))
  const type = (t: string) => tsType(t, { enums, tables: tableNames, composites })
  const byName = new Map<string, PublicFunction[]>()
  for (const fn of schema.functions) byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn])

  return `// Generated from the migrations by \`npm run db:types\`; do not edit. CI fails when it is stale.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: {
      ${tables
        .map((name) =>
          table(
            name,
            schema.columns.filter((c) => c.table === name),
            schema.relationships.filter((r) => r.table === name),
            type,
          ),
        )
        .join('\n')}
    }
    Views: { [_ in never]: never }
    Functions: {
      ${[...byName.values()].map((overloads) => functionType(overloads, type)).join('\n')}
    }
    Enums: ${
      schema.enums.length
        ? `{ ${schema.enums.map((e) => `${key(e.name)}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')}`).join('\n')} }`
        : '{ [_ in never]: never }'
    }
    CompositeTypes: ${
      schema.compositeTypes.length
        ? `{ ${schema.compositeTypes.map((c) => compositeType(c, type)).join('\n')} }`
        : '{ [_ in never]: never }'
    }
  }
}
`
}
