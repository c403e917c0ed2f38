import type { FamilySeats, SeatPerson } from '../../../../web/src/lib/guest-csv/people-rows'

/** A person of an answer: unnamed, an adult, no meal, no events, but for `fields`. */
export const seatPerson = (fields: Partial<SeatPerson>): SeatPerson => ({
  name: null,
  child: false,
  meal: null,
  mealDetails: null,
  events: [],
  ...fields,
})

/** A family that confirmed its people (none unless given), named after its number. */
export const familySeats = (
  fields: Partial<FamilySeats> & Pick<FamilySeats, 'humanKey'>,
): FamilySeats => ({
  familyName: `Familia ${fields.humanKey}`,
  willAttend: true,
  confirmedTickets: fields.people?.length ?? 0,
  people: [],
  ...fields,
})
