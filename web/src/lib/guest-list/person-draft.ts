import type { RsvpQuestions, RsvpQuestionTexts } from '../../content/rsvp-questions'
import { answerTextLimits, textProblemMessage } from './answer-text-rules'
import type { AnswerDetails, Person } from './guest-record'

/**
 * Who types the people of an answer. The guest answers what the couple asks: each seat ticks at
 * least one asked event, and what a question no longer asked once held is dropped. The
 * couple records what a family said: a seat starts with no event, a name may always be written,
 * and what is recorded stays, shown and kept, though its question is no longer asked. The database
 * refuses a meal or event no longer asked: the couple must change the meal, and the events drop.
 */
export type DraftEditor = 'guest' | 'couple'

/** One person as typed; no event is ticked until the person says so. */
export type PersonDraft = {
  name: string
  child: boolean
  meal: string
  mealDetails: string
  events: string[]
}

/** The people and family texts of an answer as typed, kept whole while the seats change. */
export type AnswerDraft = { people: PersonDraft[]; message: string; song: string }

export type PersonProblems = { name?: string; meal?: string; mealDetails?: string; events?: string }

/** What to fix before sending, beside each field: one entry per seat, then the family's texts. */
export type AnswerProblems = { people: PersonProblems[]; message?: string; song?: string }

/** The stored answer as the form shows it: the guest's «Modificar», the couple's dialog. */
export function answerDraftOf(details: AnswerDetails): AnswerDraft {
  return {
    people: details.people.map((person) => ({
      name: person.name ?? '',
      child: person.child,
      meal: person.meal ?? '',
      mealDetails: person.meal_details ?? '',
      events: person.events,
    })),
    message: details.message ?? '',
    song: details.song ?? '',
  }
}

/** One person per seat: the ones typed so far, then blanks. */
export function seatDrafts(draft: AnswerDraft, seats: number): PersonDraft[] {
  const blank = { name: '', child: false, meal: '', mealDetails: '', events: [] }
  return Array.from({ length: seats }, (_, index) => draft.people[index] ?? blank)
}

/** The draft with one seat's person changed; those typed beyond the seats are kept. */
export function withPerson(draft: AnswerDraft, index: number, person: PersonDraft): AnswerDraft {
  const people = seatDrafts(draft, Math.max(draft.people.length, index + 1))
  people[index] = person
  return { ...draft, people }
}

/** The longest message and song: the Studio's, or the database's when it asks none. */
export const familyTextLimits = (questions: RsvpQuestions) => ({
  message: questions.messageMaxLength ?? answerTextLimits.message,
  song: questions.songMaxLength ?? answerTextLimits.song,
})

const mealChoice = (questions: RsvpQuestions, key: string) =>
  questions.mealChoices.find((choice) => choice.key === key)

/** The fields a seat shows: those asked, and for the couple whatever is recorded. */
export function personFieldsShown(
  person: PersonDraft,
  questions: RsvpQuestions,
  editor: DraftEditor,
) {
  const keeps = editor === 'couple'
  return {
    name: questions.askNames || keeps,
    ageGroup: questions.askAgeGroup || (keeps && person.child),
    meal: questions.mealChoices.length > 0 || (keeps && person.meal !== ''),
    mealDetails:
      !!mealChoice(questions, person.meal)?.asksDetails || (keeps && person.mealDetails !== ''),
    events: questions.events.length > 0,
  }
}

const orNull = (text: string) => text.trim() || null

const attendsAnAsked = (person: PersonDraft, questions: RsvpQuestions) =>
  person.events.some((key) => questions.events.some((event) => event.key === key))

/** Whether the couple's dialog sends this seat: something besides its events is recorded. */
const isSent = (person: PersonDraft, questions: RsvpQuestions) =>
  answerToSend({ people: [person], message: '', song: '' }, 1, questions, 'couple').people.length >
  0

/** The people, message and song as the database takes them (respond_invitation, couple_record_people). */
export function answerToSend(
  draft: AnswerDraft,
  seats: number,
  questions: RsvpQuestions,
  editor: DraftEditor,
): AnswerDetails {
  const keeps = editor === 'couple'
  const eventKeys = questions.events.map((event) => event.key)
  const people = seatDrafts(draft, seats).flatMap((person): Person[] => {
    const shown = personFieldsShown(person, questions, editor)
    const events = person.events.filter((key) => eventKeys.includes(key))
    const sent = {
      name: shown.name ? orNull(person.name) : null,
      child: shown.ageGroup && person.child,
      meal: person.meal && (keeps || mealChoice(questions, person.meal)) ? person.meal : null,
      meal_details: shown.mealDetails ? orNull(person.mealDetails) : null,
      events,
    }
    // A seat left as it came is no one yet: the couple counts it «sin datos».
    const eventsSaid = events.length > 0
    const said = sent.name || sent.child || sent.meal || sent.meal_details || eventsSaid
    return said ? [sent] : []
  })
  const text = (asked: number | null, typed: string) =>
    asked !== null || keeps ? orNull(typed) : null
  return {
    people,
    message: text(questions.messageMaxLength, draft.message),
    song: text(questions.songMaxLength, draft.song),
  }
}

/** What must be fixed before sending, or null when the database will take the answer. */
export function answerProblems(
  draft: AnswerDraft,
  seats: number,
  questions: RsvpQuestions,
  texts: RsvpQuestionTexts,
  editor: DraftEditor,
): AnswerProblems | null {
  const keeps = editor === 'couple'
  const problem = (text: string, max: number, keepLineBreaks = false) =>
    textProblemMessage(text, max, texts, keepLineBreaks) ?? undefined
  const people = seatDrafts(draft, seats).map((person) => {
    const shown = personFieldsShown(person, questions, editor)
    const found: PersonProblems = {}
    if (shown.name) {
      found.name =
        questions.namesRequired && !person.name.trim()
          ? texts.nameMissing
          : problem(person.name, answerTextLimits.name)
    }
    if (keeps && person.meal && !mealChoice(questions, person.meal)) found.meal = texts.choiceGone
    if (shown.mealDetails)
      found.mealDetails = problem(person.mealDetails, answerTextLimits.mealDetails)
    // each person says at least one event (the database's rule): every seat of the guest's, and
    // of the couple's each one the dialog sends
    if (shown.events && !attendsAnAsked(person, questions) && (!keeps || isSent(person, questions)))
      found.events = texts.eventMissing
    return compact(found)
  })
  const limits = familyTextLimits(questions)
  const problems = compact({
    people,
    message:
      questions.messageMaxLength !== null || keeps
        ? problem(draft.message, limits.message, true)
        : undefined,
    song: questions.songMaxLength !== null || keeps ? problem(draft.song, limits.song) : undefined,
  })
  const found = people.some((person) => Object.keys(person).length > 0)
  return found || problems.message || problems.song ? problems : null
}

const compact = <T extends object>(fields: T): T =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T
