import * as v from 'valibot'
import { count } from './guest-record'

/** A table of the day as the couple's functions answer it. */
export const tableSchema = v.object({
  name: v.string(),
  seats: count,
  shape: v.picklist(['round', 'long']),
  is_head: v.boolean(),
  /** where it stands on the room plan, in percent of the room; null: not placed yet */
  plan_x: v.nullable(v.number()),
  plan_y: v.nullable(v.number()),
})
export type SeatingTable = v.InferOutput<typeof tableSchema>
export type TableShape = SeatingTable['shape']

/** The couple's seating: the tables (head table first) and whether guests see theirs. */
export const seatingSchema = v.object({
  show_tables: v.boolean(),
  tables: v.array(tableSchema),
})
export type Seating = v.InferOutput<typeof seatingSchema>

/** One seating change of an invitation: the family (position null) or one person; null: unseated. */
export const seatingChangeSchema = v.object({
  position: v.nullable(count),
  table_name: v.nullable(v.string()),
  changed_at: v.string(),
  changed_by_email: v.nullable(v.string()),
})
export type SeatingChange = v.InferOutput<typeof seatingChangeSchema>
