import type { GuestRecord } from './invitation'
import type { ImportPlan } from './plan-import'

/** The seats of a table an import creates because a row names it and it does not exist yet. */
export const defaultTableSeats = 10

/** What the «Mesa» column of an import changes: tables to create, then who sits where. */
export type SeatingPlan = {
  /** names of the tables to create, as the file first spells them */
  create: string[]
  /** each invitation to seat, at a table's name as stored (or as created) */
  seat: { humanKey: string; tableName: string }[]
}

const sameName = (name: string) => name.toLocaleLowerCase('es')

/**
 * The seating an import's rows ask for: a row with a table seats its invitation there (by name,
 * any case, as the database compares them), creating a table no one has yet; an empty cell, or a
 * file without the column, leaves the seating as it is. An invitation already at that table is
 * left alone, so its people seated apart stay where they are.
 */
export function planSeating(
  plan: Pick<ImportPlan, 'insert' | 'update' | 'unchanged'>,
  existing: readonly Pick<GuestRecord, 'humanKey' | 'tableName'>[],
  tables: readonly string[],
): SeatingPlan {
  const known = new Map(tables.map((name) => [sameName(name), name]))
  const stored = new Map(existing.map((record) => [record.humanKey, record.tableName]))
  const result: SeatingPlan = { create: [], seat: [] }
  const rows = [...plan.insert, ...plan.update.map((entry) => entry.invitation), ...plan.unchanged]
  for (const row of [...rows].sort((a, b) => a.line - b.line)) {
    if (!row.tableName) continue
    let tableName = known.get(sameName(row.tableName))
    if (tableName === undefined) {
      tableName = row.tableName
      known.set(sameName(tableName), tableName)
      result.create.push(tableName)
    }
    const current = stored.get(row.humanKey)
    if (current && sameName(current) === sameName(tableName)) continue
    result.seat.push({ humanKey: row.humanKey, tableName })
  }
  return result
}

/** Whether an import's seating changes anything. */
export const seatingChanges = (seating: SeatingPlan) =>
  seating.create.length + seating.seat.length > 0
