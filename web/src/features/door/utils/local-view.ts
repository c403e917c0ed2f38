import type { DoorFamily, DoorTotals, TableTally } from '../../../lib/guest-list/door-records'
import type { OutboxItem } from '../store/door-db'

/** A family as the door shows it: the list's arrivals plus this phone's that wait to be sent. */
export type FamilyAtTheDoor = DoorFamily & { arrivedHere: number; pending: number }

/** People of each family still in the outbox: arrivals add, undoes of sent arrivals take away. */
export function pendingByFamily(outbox: readonly OutboxItem[]): Map<string, number> {
  const pending = new Map<string, number>()
  for (const item of outbox) {
    const [key, people] =
      item.kind === 'arrival'
        ? [item.arrival.humanKey, item.arrival.count]
        : [item.humanKey, -item.count]
    pending.set(key, (pending.get(key) ?? 0) + people)
  }
  return pending
}

export function familiesAtTheDoor(
  families: readonly DoorFamily[],
  outbox: readonly OutboxItem[],
): FamilyAtTheDoor[] {
  const pending = pendingByFamily(outbox)
  return families.map((family) => {
    const waiting = pending.get(family.human_key) ?? 0
    return { ...family, arrivedHere: Math.max(0, family.arrived + waiting), pending: waiting }
  })
}

/**
 * The tally door_totals would answer, from the phone's list and outbox: people arrived and
 * expected, in all and by the family's table ('' for none), the table-less last.
 */
export function localTotals(families: readonly FamilyAtTheDoor[]): DoorTotals {
  const tables = new Map<string, TableTally>()
  for (const family of families) {
    const name = family.table_name ?? ''
    const table = tables.get(name) ?? { table_name: name, arrived: 0, expected: 0 }
    table.arrived += family.arrivedHere
    table.expected += family.confirmed_tickets
    tables.set(name, table)
  }
  const byTable = [...tables.values()].sort(
    (a, b) => Number(a.table_name === '') - Number(b.table_name === ''),
  )
  return {
    arrived: byTable.reduce((sum, table) => sum + table.arrived, 0),
    expected: byTable.reduce((sum, table) => sum + table.expected, 0),
    conflicts: families.reduce((sum, family) => sum + family.conflicts, 0),
    by_table: byTable,
  }
}
