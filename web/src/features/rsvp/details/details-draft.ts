import type { RsvpQuestions, RsvpQuestionTexts } from '../../../content/rsvp-questions'
import { answerTextLimits, textProblemMessage } from '../../../lib/guest-list/answer-text-rules'
import type { AnswerDetails, Person } from '../../../lib/guest-list/guest-record'
import type { QuestionSet } from '../hooks/use-rsvp-questions'

/** One person as the guest types it; events null until touched, which means every asked event. */
export type PersonDraft = {
  name: string
  child: boolean
  meal: string
  mealDetails: string
  events: string[] | null
}

/** The people and family texts of the form, kept whole while the number of seats changes. */
export type DetailsDraft = { people: PersonDraft[]; message: string; song: string }

/** Where a problem belongs: `person-<index>-name`, `person-<index>-mealDetails`, message, song. */
export type DetailsField = `person-${number}-${'name' | 'mealDetails'}` | 'message' | 'song'

export type DetailsProblems = Partial<Record<DetailsField, string>>

const blankPerson: PersonDraft = { name: '', child: false, meal: '', mealDetails: '', events: null }

/** Does the couple ask anything of each person? */
export function asksPeople(questions: RsvpQuestions): boolean {
  return (
    questions.askNames ||
    questions.askAgeGroup ||
    questions.mealChoices.length > 0 ||
    questions.events.length > 0
  )
}

/** Does the form ask anything beyond the spec's number of people? */
export function asksDetails(questions: RsvpQuestions): boolean {
  return (
    asksPeople(questions) || questions.messageMaxLength !== null || questions.songMaxLength !== null
  )
}

function personDraft(person: Person): PersonDraft {
  return {
    name: person.name ?? '',
    child: person.child,
    meal: person.meal ?? '',
    mealDetails: person.meal_details ?? '',
    events: person.events,
  }
}

/** The stored answer as the form shows it when the family uses «Modificar». */
export function detailsDraftFrom(details: AnswerDetails): DetailsDraft {
  return {
    people: details.people.map(personDraft),
    message: details.message ?? '',
    song: details.song ?? '',
  }
}

/** One person per seat: the ones typed so far, then blanks. */
export function seatDrafts(draft: DetailsDraft, seats: number): PersonDraft[] {
  return Array.from({ length: seats }, (_, index) => draft.people[index] ?? blankPerson)
}

const orNull = (text: string) => text.trim() || null

/** The answer's details as respond_invitation takes them, for the questions the couple asks. */
export function detailsToSend(
  draft: DetailsDraft,
  seats: number,
  questions: RsvpQuestions,
): AnswerDetails {
  const mealOf = (key: string) => questions.mealChoices.find((choice) => choice.key === key)
  const eventKeys = questions.events.map((event) => event.key)
  const people = asksPeople(questions)
    ? seatDrafts(draft, seats).flatMap((person) => {
        const meal = mealOf(person.meal)
        const answered = {
          name: questions.askNames ? orNull(person.name) : null,
          child: questions.askAgeGroup && person.child,
          meal: meal?.key ?? null,
          meal_details: meal?.asksDetails ? orNull(person.mealDetails) : null,
          events: (person.events ?? eventKeys).filter((key) => eventKeys.includes(key)),
        }
        // A seat the guest left as it came is no one yet: the couple counts it «sin datos».
        const said =
          answered.name || answered.child || answered.meal || answered.meal_details
            ? true
            : eventKeys.length > 0 && person.events !== null
        return said ? [answered] : []
      })
    : []
  return {
    people,
    message: questions.messageMaxLength === null ? null : orNull(draft.message),
    song: questions.songMaxLength === null ? null : orNull(draft.song),
  }
}

/** What the guest must fix before sending, beside each field, in the form's order. */
export function detailsProblems(
  draft: DetailsDraft,
  seats: number,
  questions: RsvpQuestions,
  texts: RsvpQuestionTexts,
): DetailsProblems {
  const problems: DetailsProblems = {}
  const note = (field: DetailsField, problem: string | null) => {
    if (problem) problems[field] = problem
  }
  seatDrafts(draft, seats).forEach((person, index) => {
    if (questions.askNames) {
      note(
        `person-${index}-name`,
        questions.namesRequired && !person.name.trim()
          ? texts.nameMissing
          : textProblemMessage(person.name, answerTextLimits.name, texts),
      )
    }
    const meal = questions.mealChoices.find((choice) => choice.key === person.meal)
    if (meal?.asksDetails) {
      note(
        `person-${index}-mealDetails`,
        textProblemMessage(person.mealDetails, answerTextLimits.mealDetails, texts),
      )
    }
  })
  if (questions.messageMaxLength !== null) {
    note('message', textProblemMessage(draft.message, questions.messageMaxLength, texts, true))
  }
  if (questions.songMaxLength !== null) {
    note('song', textProblemMessage(draft.song, questions.songMaxLength, texts))
  }
  return problems
}

const noDetails: DetailsDraft = { people: [], message: '', song: '' }

/**
 * What an acceptance sends beyond its seats: the form's details when the couple asks for them;
 * before the questions have arrived, the stored details, so a quick «Modificar» loses nothing.
 */
export function answerDetailsFor(
  draft: DetailsDraft | undefined,
  seats: number,
  stored: AnswerDetails,
  questionSet: QuestionSet | undefined,
): AnswerDetails | undefined {
  if (!questionSet) {
    const kept = { ...stored, people: stored.people.slice(0, seats) }
    return kept.people.length || kept.message || kept.song ? kept : undefined
  }
  if (!asksDetails(questionSet.questions)) return undefined
  return detailsToSend(draft ?? noDetails, seats, questionSet.questions)
}

/** The first problem of the details, as the message of the whole people form. */
export function firstDetailsProblem(
  draft: DetailsDraft | undefined,
  seats: number,
  questionSet: QuestionSet | undefined,
): string | null {
  if (!questionSet || !asksDetails(questionSet.questions)) return null
  const { questions, texts } = questionSet
  return Object.values(detailsProblems(draft ?? noDetails, seats, questions, texts))[0] ?? null
}
