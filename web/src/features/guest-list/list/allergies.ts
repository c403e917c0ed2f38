import type { MealChoice } from '../../../content/rsvp-questions'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'

/** The choice the default questions offer for allergies, even if the couple relabels it. */
const allergyKey = 'alergia'

/**
 * Whether someone of the family needs the kitchen's care: a meal that asks for details (allergy,
 * intolerance…), the allergy choice itself, or details written anyway.
 */
export function hasAllergies(row: CoupleInvitation, mealChoices: readonly MealChoice[]): boolean {
  const asksDetails = new Set(
    mealChoices.filter((choice) => choice.asksDetails).map((choice) => choice.key),
  )
  return row.people.some(
    (person) =>
      !!person.meal_details?.trim() ||
      person.meal === allergyKey ||
      (person.meal !== null && asksDetails.has(person.meal)),
  )
}
