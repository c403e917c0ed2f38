import type { GuestRow } from '../api/guest-row'

export type Tallies = {
  invitations: number
  seatsOffered: number
  answered: number
  attendingFamilies: number
  attendingPeople: number
  declined: number
  pending: number
  openedNotAnswered: number
}

/** The numbers on top of the dashboard. */
export function tallies(rows: readonly GuestRow[]): Tallies {
  const count = (keep: (row: GuestRow) => boolean) => rows.filter(keep).length
  return {
    invitations: rows.length,
    seatsOffered: rows.reduce((sum, row) => sum + row.available_tickets, 0),
    answered: count((row) => row.will_attend !== null),
    attendingFamilies: count((row) => row.will_attend === true),
    attendingPeople: rows.reduce(
      (sum, row) => sum + (row.will_attend === true ? row.confirmed_tickets : 0),
      0,
    ),
    declined: count((row) => row.will_attend === false),
    pending: count((row) => row.will_attend === null),
    openedNotAnswered: count((row) => row.will_attend === null && row.last_opened_at !== null),
  }
}
