import type { FamilySeats } from '../guest-csv/people-rows'
import type { SeatedFamily } from '../guest-csv/table-rows'
import type { CoupleInvitation } from './api/guest-row'

/**
 * The invitations as the people export and the meal tallies read them (people-rows.ts, the same
 * rules as npm run guests:export -- --people): the answer, its seats and its people in order.
 */
export function familySeatsOf(rows: readonly CoupleInvitation[]): FamilySeats[] {
  return rows.map((row) => ({
    humanKey: row.human_key,
    familyName: row.family_name,
    willAttend: row.will_attend,
    confirmedTickets: row.confirmed_tickets,
    people: row.people.map((person) => ({
      name: person.name,
      child: person.child,
      meal: person.meal,
      mealDetails: person.meal_details,
      events: person.events,
    })),
  }))
}

/** The invitations with their people and where each sits, as the exports by table read them. */
export function seatedFamiliesOf(rows: readonly CoupleInvitation[]): SeatedFamily[] {
  return familySeatsOf(rows).map((family, index) => ({
    ...family,
    tableName: rows[index]?.table_name ?? null,
    personTables: (rows[index]?.person_tables ?? []).map((seat) => ({
      position: seat.position,
      tableName: seat.table_name,
    })),
  }))
}
