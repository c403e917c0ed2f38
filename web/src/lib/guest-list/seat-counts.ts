import type { InvitationRow, PersonTable } from './guest-record'

/** What seat counting reads of an invitation: its answer and where it sits. */
export type SeatableInvitation = Pick<
  InvitationRow,
  'human_key' | 'family_name' | 'will_attend' | 'confirmed_tickets'
> & {
  table_name: string | null
  person_tables: readonly PersonTable[]
}

/** What counting one family's seats reads: its answer and where its people sit. */
export type SeatedInvitation = Pick<
  SeatableInvitation,
  'will_attend' | 'confirmed_tickets' | 'table_name' | 'person_tables'
>

/** A table as seat counting reads it. */
export type CountedTable = { name: string; seats: number }

/**
 * Its people seated apart who take a seat: only a family that comes has people, and only as many
 * as it confirmed (a person beyond them is a stale seat, which the dashboard warns about).
 */
export function seatedApart(invitation: SeatedInvitation): PersonTable[] {
  if (invitation.will_attend !== true) return []
  return invitation.person_tables.filter(
    (person) => person.position <= invitation.confirmed_tickets,
  )
}

/** The seats the family takes at its own table: its confirmed people less those seated apart. */
export function familySeatCount(invitation: SeatedInvitation): number {
  if (invitation.will_attend !== true) return 0
  return Math.max(0, invitation.confirmed_tickets - seatedApart(invitation).length)
}

export type SeatedFamily<I> = { invitation: I; seats: number }
export type SeatedPerson<I> = { invitation: I; position: number }

/** A table with who sits there and how many seats they take. */
export type TableSeats<I, T extends CountedTable = CountedTable> = {
  table: T
  used: number
  /** the invitations seated here (a declined one too, taking 0 seats, until it is moved) */
  families: SeatedFamily<I>[]
  /** people seated here apart from their family (every one, counted or not) */
  people: SeatedPerson<I>[]
}

/** Each table, in the order given, with its families, its people apart and its seats used. */
export function seatsByTable<I extends SeatableInvitation, T extends CountedTable>(
  tables: readonly T[],
  invitations: readonly I[],
): TableSeats<I, T>[] {
  return tables.map((table) => {
    const families = invitations
      .filter((invitation) => invitation.table_name === table.name)
      .map((invitation) => ({ invitation, seats: familySeatCount(invitation) }))
    const people = invitations.flatMap((invitation) =>
      invitation.person_tables
        .filter((person) => person.table_name === table.name)
        .map((person) => ({ invitation, position: person.position })),
    )
    const apart = people.filter(({ invitation, position }) =>
      seatedApart(invitation).some((person) => person.position === position),
    )
    const used = families.reduce((sum, family) => sum + family.seats, 0) + apart.length
    return { table, used, families, people }
  })
}

/** The confirmed invitations with people not seated yet, and how many of them. */
export function unseatedFamilies<I extends SeatableInvitation>(
  invitations: readonly I[],
): SeatedFamily<I>[] {
  return invitations
    .filter((invitation) => invitation.will_attend === true && invitation.table_name === null)
    .map((invitation) => ({ invitation, seats: familySeatCount(invitation) }))
    .filter((family) => family.seats > 0)
}

/**
 * How many confirmed people sit at each table, by the table's name (the room plan's figures); a
 * table nobody sits at is absent.
 */
export function seatCounts(invitations: readonly SeatedInvitation[]): Map<string, number> {
  const counts = new Map<string, number>()
  const add = (table: string | null, count: number) => {
    if (table !== null && count > 0) counts.set(table, (counts.get(table) ?? 0) + count)
  }
  for (const invitation of invitations) {
    add(invitation.table_name, familySeatCount(invitation))
    for (const person of seatedApart(invitation)) add(person.table_name, 1)
  }
  return counts
}
