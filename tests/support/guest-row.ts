import type { CoupleInvitation } from '../../web/src/lib/couple/api/guest-row'
import type { Person } from '../../web/src/lib/guest-list/guest-record'

/** An invitation as the dashboard lists it: unanswered, never sent nor opened, unless told. */
export const guestRow = (
  fields: Partial<CoupleInvitation> & Pick<CoupleInvitation, 'human_key'>,
): CoupleInvitation => ({
  family_name: `Familia ${fields.human_key}`,
  family_chief: null,
  available_tickets: 2,
  confirmed_tickets: 0,
  will_attend: null,
  confirmed_at: null,
  event_keys: null,
  table_name: null,
  person_tables: [],
  first_opened_at: null,
  last_opened_at: null,
  people: [],
  message: null,
  song: null,
  phone: null,
  sends: [],
  modification_deadline: null,
  guest_answered_at: null,
  news: null,
  ...fields,
})

/** One person of an answer: an unnamed adult with no meal or event, unless told. */
export const person = (fields: Partial<Person>): Person => ({
  name: null,
  child: false,
  meal: null,
  meal_details: null,
  events: [],
  ...fields,
})
