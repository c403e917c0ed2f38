import type { PersonTable } from '../../../lib/guest-list/guest-record'
import type { TableSeats } from '../../../lib/guest-list/seat-counts'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { plural } from '../../../lib/couple/format'
import { personName, seatsUsed } from './seating-labels'

/** A warning about the seating: it tells, it never blocks. */
export type SeatingWarning = { key: string; text: string }

const joined = (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} y ${names[names.length - 1]}`

const tablesOf = (row: CoupleInvitation) => [
  ...new Set([
    ...(row.table_name ? [row.table_name] : []),
    ...row.person_tables.map((person) => person.table_name),
  ]),
]

const placeOf = (row: CoupleInvitation, person: PersonTable) =>
  `${personName(row, person.position)} en ${person.table_name}`

function familyWarnings(row: CoupleInvitation): SeatingWarning[] {
  const tables = tablesOf(row)
  if (tables.length === 0) return []
  const key = row.human_key
  if (row.will_attend === false) {
    return [
      {
        key: `declined-${key}`,
        text: `${row.family_name} ya no asistirá y sigue en ${joined(tables)}.`,
      },
    ]
  }
  if (row.will_attend === null) {
    return [
      {
        key: `pending-${key}`,
        text: `${row.family_name} todavía no confirma y ya está en ${joined(tables)}.`,
      },
    ]
  }
  const stale = row.person_tables.filter((person) => person.position > row.confirmed_tickets)
  const apart = row.person_tables.filter((person) => person.position <= row.confirmed_tickets)
  const warnings: SeatingWarning[] = []
  if (stale.length > 0) {
    warnings.push({
      key: `count-${key}`,
      text: `${row.family_name} confirmó ${plural(row.confirmed_tickets, 'persona', 'personas')}, pero todavía tiene un lugar para ${joined(stale.map((person) => placeOf(row, person)))}.`,
    })
  }
  if (apart.length > 0) {
    const rest = apart.length < row.confirmed_tickets
    warnings.push({
      key: `split-${key}`,
      text: `${row.family_name} está separada: ${joined(apart.map((person) => placeOf(row, person)))}${rest ? `; el resto, ${row.table_name ? `en ${row.table_name}` : 'sin mesa'}` : ''}.`,
    })
  }
  return warnings
}

/** Over capacity, families split, and seated families whose answer changed since. */
export function seatingWarnings(
  tables: readonly TableSeats<CoupleInvitation>[],
  rows: readonly CoupleInvitation[],
): SeatingWarning[] {
  const full = tables
    .filter(({ table, used }) => used > table.seats)
    .map(({ table, used }) => ({
      key: `over-${table.name}`,
      text: `${table.name}: ${seatsUsed(used, table.seats)}`,
    }))
  return [...full, ...rows.flatMap(familyWarnings)]
}
