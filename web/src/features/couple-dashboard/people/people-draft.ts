import { rsvpQuestionTextDefaults, type RsvpQuestions } from '../../../content/rsvp-questions'
import { answerTextLimits, textProblemMessage } from '../../../lib/guest-list/answer-text-rules'
import type { Person } from '../../../lib/guest-list/guest-record'
import type { GuestRow } from '../api/guest-row'

/** One seat as the couple types it; an empty meal is «Sin preferencia». */
export type PersonDraft = {
  name: string
  child: boolean
  meal: string
  mealDetails: string
  events: string[]
}

export type PeopleDraft = { people: PersonDraft[]; message: string; song: string }

/** The database's limits (couple_record_people); the Studio may ask for shorter texts. */
export const nameMaxLength = answerTextLimits.name
export const detailsMaxLength = answerTextLimits.mealDetails
const messageLimit = answerTextLimits.message
const songLimit = answerTextLimits.song

export type Limits = { message: number; song: number }

export const limitsOf = (questions: RsvpQuestions): Limits => ({
  message: Math.min(questions.messageMaxLength ?? messageLimit, messageLimit),
  song: Math.min(questions.songMaxLength ?? songLimit, songLimit),
})

const emptyPerson: PersonDraft = { name: '', child: false, meal: '', mealDetails: '', events: [] }

/** One block per confirmed seat, filled from the people already recorded. */
export function peopleDraftOf(row: GuestRow): PeopleDraft {
  return {
    people: Array.from({ length: row.confirmed_tickets }, (_, index) => {
      const person = row.people[index]
      return person
        ? {
            name: person.name ?? '',
            child: person.child,
            meal: person.meal ?? '',
            mealDetails: person.meal_details ?? '',
            events: person.events,
          }
        : emptyPerson
    }),
    message: row.message ?? '',
    song: row.song ?? '',
  }
}

/** Whether the chosen meal asks for details, or details were written anyway and must stay visible. */
export const showsDetails = (person: PersonDraft, questions: RsvpQuestions) =>
  person.mealDetails !== '' ||
  questions.mealChoices.some((choice) => choice.key === person.meal && choice.asksDetails)

const isBlank = (person: PersonDraft) =>
  !person.name.trim() &&
  !person.child &&
  !person.meal &&
  !person.mealDetails.trim() &&
  person.events.length === 0

const orNull = (text: string) => text.trim() || null

/**
 * The people to record: a seat left blank is no one yet (the tallies count it «sin datos»), and
 * events no longer asked are dropped, since the database would refuse them.
 */
export function peopleOf(draft: PeopleDraft, questions: RsvpQuestions): Person[] {
  const asked = new Set(questions.events.map((event) => event.key))
  return draft.people
    .filter((person) => !isBlank(person))
    .map((person) => ({
      name: orNull(person.name),
      child: person.child,
      meal: person.meal || null,
      meal_details: orNull(person.mealDetails),
      events: person.events.filter((key) => asked.has(key)),
    }))
}

export type PersonProblems = { name?: string; meal?: string; mealDetails?: string }

export type PeopleProblems = { people: PersonProblems[]; message?: string; song?: string }

// the guest's form's own words for the same rules
const texts = rsvpQuestionTextDefaults
const problemIn = (text: string, max: number, keepLineBreaks = false) =>
  textProblemMessage(text, max, texts, keepLineBreaks) ?? undefined

const compact = <T extends object>(problems: T): T =>
  Object.fromEntries(Object.entries(problems).filter(([, value]) => value !== undefined)) as T

/** What to fix before saving, field by field, or null when the database will take the draft. */
export function peopleProblems(
  draft: PeopleDraft,
  questions: RsvpQuestions,
): PeopleProblems | null {
  const limits = limitsOf(questions)
  const meals = new Set(questions.mealChoices.map((choice) => choice.key))
  const people = draft.people.map((person) =>
    compact<PersonProblems>({
      name:
        questions.namesRequired && !person.name.trim()
          ? texts.nameMissing
          : problemIn(person.name, nameMaxLength),
      meal: person.meal && !meals.has(person.meal) ? texts.choiceGone : undefined,
      mealDetails: problemIn(person.mealDetails, detailsMaxLength),
    }),
  )
  const problems = {
    people,
    ...compact({
      message: problemIn(draft.message, limits.message, true),
      song: problemIn(draft.song, limits.song),
    }),
  }
  const found =
    people.some((person) => Object.keys(person).length > 0) ||
    problems.message !== undefined ||
    problems.song !== undefined
  return found ? problems : null
}
