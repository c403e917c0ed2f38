import { seatNumber, unnamedSeat, type PeopleLabels } from '../../lib/guest-csv/people-rows'
import { tableSeatRows, type SeatedFamily } from '../../lib/guest-csv/table-rows'
import type { SeatingTable } from '../../lib/guest-list/seating'

/** A family at one table: its name, number and the people of it who sit there. */
export type FamilyAtTable = { humanKey: string; familyName: string; names: string[] }

/** One table of the printed plan (table null: the confirmed people of no table). */
export type TableGuests = { table: SeatingTable | null; people: number; families: FamilyAtTable[] }

/** Under the family's name, «Invitado 2 · Familia García» is «Invitado 2». */
function shortName(name: string, familyName: string): string {
  const position = Number(/\d+/.exec(name)?.[0])
  return name === unnamedSeat(position, familyName) ? seatNumber(position) : name
}

/**
 * The printed plan's tables in the couple's order (head table first), each with its families and
 * their people's names, an empty table too; then the confirmed people not seated, when any.
 */
export function tablesWithGuests(
  families: readonly SeatedFamily[],
  tables: readonly SeatingTable[],
  labels: PeopleLabels,
): TableGuests[] {
  const groups = new Map<string | null, TableGuests>(
    tables.map((table) => [table.name.toLowerCase(), { table, people: 0, families: [] }]),
  )
  const rows = tableSeatRows(
    families,
    tables.map((table) => table.name),
    labels,
  )
  for (const row of rows) {
    const key = row.tableName?.toLowerCase() ?? null
    // a table deleted meanwhile: its people are listed with no table
    const group = groups.get(key) ?? groups.get(null) ?? { table: null, people: 0, families: [] }
    groups.set(group.table ? key : null, group)
    group.people += 1
    const name = shortName(row.name, row.familyName)
    const last = group.families.at(-1)
    if (last?.humanKey === row.humanKey) last.names.push(name)
    else group.families.push({ humanKey: row.humanKey, familyName: row.familyName, names: [name] })
  }
  // no table comes last whatever the order it was met in
  const unseated = groups.get(null)
  groups.delete(null)
  return [...groups.values(), ...(unseated ? [unseated] : [])]
}
