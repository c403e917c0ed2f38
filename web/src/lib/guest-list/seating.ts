import * as v from 'valibot'
import { count } from './guest-record'
import { filled, type Composite, type Filled } from './records'
import { RpcError } from './rpc-error'

/** How a table is drawn; the table's check constraint allows these two only. */
export type TableShape = 'round' | 'long'

/**
 * A table of the day as the couple's functions answer it (public.seating_table): name, seats,
 * shape, head table or not, and where it stands on the room plan in percent of the room (null:
 * not placed yet).
 */
export type SeatingTable = Filled<
  Composite<'seating_table'>,
  'name' | 'seats' | 'shape' | 'is_head'
> & { shape: TableShape }

/** The couple's seating: the tables (head table first) and whether guests see theirs. */
export type Seating = { show_tables: boolean; tables: SeatingTable[] }

/** Checks a table the database answered (its shape is one of the two its constraint allows). */
export function readTable(table: Composite<'seating_table'> | null | undefined): SeatingTable {
  const read = filled(table, ['name', 'seats', 'shape', 'is_head'], 'The table')
  const { shape } = read
  if (shape !== 'round' && shape !== 'long') {
    throw new RpcError('unexpected_response', `The table has an unknown shape: ${shape}`)
  }
  return { ...read, shape }
}

/** Checks couple_seating's answer (public.seating_plan). */
export function readSeating(plan: Composite<'seating_plan'> | null | undefined): Seating {
  const read = filled(plan, ['show_tables', 'tables'], 'The seating')
  return { show_tables: read.show_tables, tables: read.tables.map(readTable) }
}

/** One seating change of an invitation: the family (position null) or one person; null: unseated. */
export const seatingChangeSchema = v.object({
  position: v.nullable(count),
  table_name: v.nullable(v.string()),
  changed_at: v.string(),
  changed_by_email: v.nullable(v.string()),
})
export type SeatingChange = v.InferOutput<typeof seatingChangeSchema>
