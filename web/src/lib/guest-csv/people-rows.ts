import type { RsvpQuestions, RsvpQuestionTexts } from '../../content/rsvp-questions'
import type { PersonEntry } from './invitation'

/**
 * The couple's own words for the people export, from «Preguntas de la confirmación»: the meal
 * choices' labels, the events' titles (the «Hora y Lugar» events asked), and the form's words for
 * the age groups and for no meal chosen.
 */
export type PeopleLabels = {
  mealChoices: readonly { key: string; label: string }[]
  events: readonly { key: string; title: string }[]
  /**
   * Whether the couple asks «adulto o niño»: when not, nobody is claimed an adult (a person is
   * «Niña o niño» only when recorded so) and the age says nothing
   */
  askAgeGroup: boolean
  /** «Adulto», as the guest form says it */
  adult: string
  /** «Niña o niño», as the guest form says it */
  child: string
  /** «Sin preferencia»: a person who chose no meal */
  noMeal: string
}

export function peopleLabelsOf(
  questions: Pick<RsvpQuestions, 'askAgeGroup'> & Pick<PeopleLabels, 'mealChoices' | 'events'>,
  texts: Pick<RsvpQuestionTexts, 'adult' | 'child' | 'noMeal'>,
): PeopleLabels {
  return {
    mealChoices: questions.mealChoices,
    events: questions.events,
    askAgeGroup: questions.askAgeGroup,
    adult: texts.adult,
    child: texts.child,
    noMeal: texts.noMeal,
  }
}

/** What a confirmed seat nobody has described yet shows: the dashboard's «Sin datos». */
export const noDetails = 'Sin datos'

/** One person of an answer, as the export reads it. */
export type SeatPerson = Pick<PersonEntry, 'name' | 'child' | 'meal' | 'mealDetails' | 'events'>

/** An invitation with its answer and its people, in the family's order. */
export type FamilySeats = {
  humanKey: string
  familyName: string
  willAttend: boolean | null
  confirmedTickets: number
  people: readonly SeatPerson[]
}

/** One confirmed seat, as the caterer and the venue read it: every cell in the couple's words. */
export type SeatRow = {
  humanKey: string
  familyName: string
  /** the person's name, or «Invitado 2 · Familia García» for a seat without one */
  name: string
  /**
   * the form's «Adulto» or «Niña o niño»; «Sin datos» for a seat nobody described; with ages not
   * asked, «Niña o niño» only for a child recorded so, else empty
   */
  age: string
  /** the meal's label, «Sin preferencia», or «Sin datos» */
  meal: string
  mealDetails: string
  /** the events' titles, separated by commas */
  events: string
}

/** A meal's label among the couple's choices; its key when the choice has since been removed. */
const mealLabel = (key: string, labels: PeopleLabels) =>
  labels.mealChoices.find((choice) => choice.key === key)?.label ?? key

/** An event's title among those asked; its key when the event is no longer asked. */
const eventTitle = (key: string, labels: PeopleLabels) =>
  labels.events.find((event) => event.key === key)?.title ?? key

/** An unnamed seat by its place in the family, where the family is said already: «Invitado 2». */
export const seatNumber = (position: number) => `Invitado ${position}`

/** How an unnamed seat is called: its place in the family, and the family. */
export const unnamedSeat = (position: number, familyName: string) =>
  `${seatNumber(position)} · ${familyName}`

/** A person's age in the couple's words: never «Adulto» unless the couple asks. */
const ageOf = (person: SeatPerson, labels: PeopleLabels) =>
  person.child ? labels.child : labels.askAgeGroup ? labels.adult : ''

const byHumanKey = (a: FamilySeats, b: FamilySeats) =>
  a.humanKey < b.humanKey ? -1 : a.humanKey > b.humanKey ? 1 : 0

/** Each confirmed seat of a family: its person when the family described one, else undefined. */
function seatsOf(family: FamilySeats): (SeatPerson | undefined)[] {
  const seats = Math.max(family.confirmedTickets, family.people.length)
  return Array.from({ length: seats }, (_, index) => family.people[index])
}

const attending = (families: readonly FamilySeats[]) =>
  families.filter((family) => family.willAttend === true)

/**
 * One row per confirmed seat of every accepted answer, by invitation number and in the family's
 * order: the people the family described, then a row for each seat nobody described yet, so the
 * rows add up to the people attending. The dashboard's and the CLI's people exports both write
 * these rows.
 */
export function seatRows(families: readonly FamilySeats[], labels: PeopleLabels): SeatRow[] {
  return [...attending(families)].sort(byHumanKey).flatMap((family) =>
    seatsOf(family).map((person, index) => {
      const name = person?.name?.trim() ? person.name : unnamedSeat(index + 1, family.familyName)
      if (!person) {
        return {
          humanKey: family.humanKey,
          familyName: family.familyName,
          name,
          age: labels.askAgeGroup ? noDetails : '',
          meal: noDetails,
          mealDetails: '',
          events: '',
        }
      }
      return {
        humanKey: family.humanKey,
        familyName: family.familyName,
        name,
        age: ageOf(person, labels),
        meal: person.meal ? mealLabel(person.meal, labels) : labels.noMeal,
        mealDetails: person.mealDetails ?? '',
        events: person.events.map((key) => eventTitle(key, labels)).join(', '),
      }
    }),
  )
}

/** How many people eat one meal: a choice, «Sin preferencia», or seats nobody described. */
export type MealCount = {
  /** the choice's key; null for «Sin preferencia» and for «Sin datos» */
  key: string | null
  label: string
  count: number
}

/**
 * The caterer's summary: every meal choice the couple offers (none chosen is a count of zero),
 * then any choice people made that the couple has since removed (under its key), then
 * «Sin preferencia» (people who chose none) and, when there are any, the confirmed seats nobody
 * described («Sin datos»). The counts add up to the people attending.
 */
export function mealCounts(families: readonly FamilySeats[], labels: PeopleLabels): MealCount[] {
  const counts = new Map<string, MealCount>(
    labels.mealChoices.map(({ key, label }) => [key, { key, label, count: 0 }]),
  )
  const noMeal: MealCount = { key: null, label: labels.noMeal, count: 0 }
  const undescribed: MealCount = { key: null, label: noDetails, count: 0 }
  for (const family of attending(families)) {
    for (const person of seatsOf(family)) {
      if (!person) {
        undescribed.count += 1
      } else if (!person.meal) {
        noMeal.count += 1
      } else {
        const entry = counts.get(person.meal) ?? { key: person.meal, label: person.meal, count: 0 }
        entry.count += 1
        counts.set(person.meal, entry)
      }
    }
  }
  return [...counts.values(), noMeal, ...(undescribed.count > 0 ? [undescribed] : [])]
}
