import type { CoupleInvitation } from './guest-record'

/** What counting seats reads of an invitation, as the couple's functions answer it. */
export type SeatedInvitation = Pick<
  CoupleInvitation,
  'will_attend' | 'confirmed_tickets' | 'table_name' | 'person_tables'
>

/**
 * The people of an invitation, by table: its confirmed seats at the family's table, except those
 * of its people seated apart, who count at theirs. A seat apart beyond the confirmed ones (the
 * family has since confirmed fewer) takes no seat, nor does a family that declined or has not
 * answered. Key null: the confirmed seats of no table.
 */
export function seatsByTable(invitation: SeatedInvitation): Map<string | null, number> {
  const seats = new Map<string | null, number>()
  if (invitation.will_attend !== true) return seats
  const add = (table: string | null, count: number) => {
    if (count > 0) seats.set(table, (seats.get(table) ?? 0) + count)
  }
  const apart = invitation.person_tables.filter(
    (seat) => seat.position >= 1 && seat.position <= invitation.confirmed_tickets,
  )
  add(invitation.table_name, invitation.confirmed_tickets - apart.length)
  for (const seat of apart) add(seat.table_name, 1)
  return seats
}

/**
 * How many confirmed people sit at each table, by the table's name; a table nobody sits at is
 * absent. A family counts its confirmed seats at its table, less its people seated apart, who
 * count at their own tables.
 */
export function seatCounts(invitations: readonly SeatedInvitation[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const invitation of invitations) {
    for (const [table, count] of seatsByTable(invitation)) {
      if (table !== null) counts.set(table, (counts.get(table) ?? 0) + count)
    }
  }
  return counts
}
