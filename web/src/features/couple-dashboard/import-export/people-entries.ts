import type { PersonEntry } from '../../../lib/guest-csv/invitation'
import type { GuestRow } from '../api/guest-row'

/**
 * The people of every accepted answer, as npm run guests:export -- --people lists them: by
 * invitation number, in each family's own order, meals and events by their keys.
 */
export function personEntriesOf(rows: readonly GuestRow[]): PersonEntry[] {
  return rows
    .filter((row) => row.will_attend === true)
    .sort((a, b) => (a.human_key < b.human_key ? -1 : a.human_key > b.human_key ? 1 : 0))
    .flatMap((row) =>
      row.people.map((person) => ({
        humanKey: row.human_key,
        familyName: row.family_name,
        name: person.name,
        child: person.child,
        meal: person.meal,
        mealDetails: person.meal_details,
        events: person.events,
      })),
    )
}
