import type { EventChoice, MealChoice } from '../../../content/rsvp-questions'
import type { Person } from '../../../lib/guest-list/guest-record'

/** A meal's label among the couple's choices; its key when the choice has since been removed. */
export const mealLabel = (key: string, choices: readonly MealChoice[]) =>
  choices.find((choice) => choice.key === key)?.label ?? key

/** An event's title among those asked; its key when the event is no longer asked. */
export const eventTitle = (key: string, events: readonly EventChoice[]) =>
  events.find((event) => event.key === key)?.title ?? key

/** What a person's seat shows when the family gave no name: «Persona 2». */
export const personName = (person: Pick<Person, 'name'>, position: number) =>
  person.name ?? `Persona ${position}`

/**
 * One person in a line: «Ana López · niña o niño · Alergia o intolerancia (nueces) · Ceremonia,
 * Recepción»; `position` counts from 1.
 */
export function personSummary(
  person: Person,
  position: number,
  questions: { mealChoices: readonly MealChoice[]; events: readonly EventChoice[] },
): string {
  const meal = person.meal ? mealLabel(person.meal, questions.mealChoices) : null
  const parts = [
    personName(person, position),
    person.child ? 'niña o niño' : null,
    meal && person.meal_details
      ? `${meal} (${person.meal_details})`
      : (meal ?? person.meal_details),
    person.events.map((key) => eventTitle(key, questions.events)).join(', ') || null,
  ]
  return parts.filter((part) => part !== null).join(' · ')
}
