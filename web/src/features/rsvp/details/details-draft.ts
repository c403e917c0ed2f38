import type { RsvpQuestions } from '../../../content/rsvp-questions'
import type { AnswerDetails } from '../../../lib/guest-list/guest-record'
import {
  answerProblems,
  answerToSend,
  type AnswerDraft,
  type AnswerProblems,
} from '../../../lib/guest-list/person-draft'
import type { QuestionSet } from '../hooks/use-rsvp-questions'

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

const noDetails: AnswerDraft = { people: [], message: '', song: '' }

/**
 * What an acceptance sends beyond its seats: the form's details when the couple asks for them;
 * before the questions have arrived, the stored details, so a quick «Modificar» loses nothing.
 */
export function answerDetailsFor(
  draft: AnswerDraft | undefined,
  seats: number,
  stored: AnswerDetails,
  questionSet: QuestionSet | undefined,
): AnswerDetails | undefined {
  if (!questionSet) {
    const kept = { ...stored, people: stored.people.slice(0, seats) }
    return kept.people.length || kept.message || kept.song ? kept : undefined
  }
  if (!asksDetails(questionSet.questions)) return undefined
  return answerToSend(draft ?? noDetails, seats, questionSet.questions, 'guest')
}

/** The guest's problems with the details, when the form asks any. */
export function detailsProblems(
  draft: AnswerDraft | undefined,
  seats: number,
  questionSet: QuestionSet | undefined,
): AnswerProblems | null {
  if (!questionSet || !asksDetails(questionSet.questions)) return null
  const { questions, texts } = questionSet
  return answerProblems(draft ?? noDetails, seats, questions, texts, 'guest')
}

/** The first problem of the details in the form's order, as the message of the whole people form. */
export function firstDetailsProblem(
  draft: AnswerDraft | undefined,
  seats: number,
  questionSet: QuestionSet | undefined,
): string | null {
  const problems = detailsProblems(draft, seats, questionSet)
  if (!problems) return null
  const { people, message, song } = problems
  return [...people.flatMap((person) => Object.values(person)), message, song].find(Boolean) ?? null
}
