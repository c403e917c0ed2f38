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
        ? [item.arrival.doorId, item.arrival.count]
        : [item.doorId, -item.count]
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
    const waiting = pending.get(family.door_id) ?? 0
    return { ...family, arrivedHere: Math.max(0, family.arrived + waiting), pending: waiting }
  })
}

/**
 * The tally door_totals would answer, from the phone's list and outbox: people arrived and
 * expected, in all and by table ('' for none), the table-less last. A person seated apart counts
 * at their own table (expected, and arrived once the list says they came); the rest of the family
 * at its table.
 */
export function localTotals(families: readonly FamilyAtTheDoor[]): DoorTotals {
  const tables = new Map<string, TableTally>()
  const add = (name: string | null, arrived: number, expected: number) => {
    const key = name ?? ''
    const table = tables.get(key) ?? { table_name: key, arrived: 0, expected: 0 }
    table.arrived += arrived
    table.expected += expected
    tables.set(key, table)
  }
  for (const family of families) {
    if (family.status !== 'confirmed' && family.arrivedHere === 0) continue
    const apart = family.person_tables.filter((seat) => seat.position <= family.confirmed_tickets)
    const came = (position: number) =>
      family.people.some((person) => person.position === position && person.arrived)
    const apartArrived = apart.filter((seat) => came(seat.position)).length
    add(
      family.table_name,
      Math.max(0, family.arrivedHere - apartArrived),
      family.confirmed_tickets - apart.length,
    )
    for (const seat of apart) add(seat.table_name, came(seat.position) ? 1 : 0, 1)
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
