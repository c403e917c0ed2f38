import * as v from 'valibot'
import { count, personTableSchema } from './guest-record'

/** One person of a confirmed family, as the door sees them: a name (perhaps unset) and child. */
export const doorPersonSchema = v.object({ name: v.nullable(v.string()), child: v.boolean() })
export type DoorPerson = v.InferOutput<typeof doorPersonSchema>

/** A confirmed family on the door's list (door_guest_list), with its arrivals so far. */
export const doorFamilySchema = v.object({
  human_key: v.string(),
  family_name: v.string(),
  family_chief: v.nullable(v.string()),
  confirmed_tickets: count,
  people: v.array(doorPersonSchema),
  table_name: v.nullable(v.string()),
  person_tables: v.array(personTableSchema),
  /** people already in, undone arrivals aside */
  arrived: count,
  /** of them, people let in beyond the pases on purpose */
  extra: count,
  /** arrivals beyond the pases that no helper confirmed: two doors let the family in */
  conflicts: count,
})
export type DoorFamily = v.InferOutput<typeof doorFamilySchema>

/** People arrived and expected at one table ('' for the families without one). */
export const tableTallySchema = v.object({
  table_name: v.string(),
  arrived: count,
  expected: count,
})
export type TableTally = v.InferOutput<typeof tableTallySchema>

/** The live tally of door_totals: in all and by table, and the conflicts between doors. */
export const doorTotalsSchema = v.object({
  arrived: count,
  expected: count,
  conflicts: count,
  by_table: v.array(tableTallySchema),
})
export type DoorTotals = v.InferOutput<typeof doorTotalsSchema>

/**
 * Reads door_guest_list's answer family by family: a family that cannot be read is left out
 * (and counted) so the door keeps the rest.
 */
export function readDoorList(data: unknown): { families: DoorFamily[]; unreadable: number } {
  const rows = Array.isArray(data) ? data : []
  const families = rows.flatMap((row) => {
    const read = v.safeParse(doorFamilySchema, row)
    return read.success ? [read.output] : []
  })
  return { families, unreadable: rows.length - families.length }
}
