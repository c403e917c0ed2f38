import type { CoupleArrivalFamily } from '../guest-list/door-records'

/** One family after the day (confirmed, or let in as extra): who came against its pases. */
export type ArrivalRow = {
  humanKey: string
  familyName: string
  confirmed: number
  arrived: number
  /** people let in beyond the pases, confirmed as extras at the door */
  extra: number
  /** two doors let the family in beyond its pases without knowing of each other */
  conflict: boolean
  /** the family's table, or null when it has none */
  tableName: string | null
}

/** Confirmed pases of the family that did not come in (0 when all did, or more came). */
export const missingOf = (row: Pick<ArrivalRow, 'confirmed' | 'arrived'>) =>
  Math.max(0, row.confirmed - row.arrived)

/** Whether anyone of the family is missing: nobody came, or fewer than its pases. */
export const didNotArrive = (row: Pick<ArrivalRow, 'confirmed' | 'arrived'>) => missingOf(row) > 0

/** The door's arrivals as the couple reads them after the day (couple_arrivals), by number. */
export function arrivalRows(families: readonly CoupleArrivalFamily[]): ArrivalRow[] {
  return families
    .map((family) => ({
      humanKey: family.human_key,
      familyName: family.family_name,
      confirmed: family.confirmed_tickets,
      arrived: family.arrived,
      extra: family.extra,
      conflict: family.conflicts > 0,
      tableName: family.table_name,
    }))
    .sort((a, b) => a.humanKey.localeCompare(b.humanKey, 'es'))
}
