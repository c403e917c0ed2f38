import type { QuestionSet } from '../hooks/use-rsvp-questions'
import { RsvpError } from '../api/rsvp-error'

/** The meal or event key the database refused as no longer offered, if that was the failure. */
export function refusedChoice(error: unknown): string | null {
  if (!(error instanceof RsvpError) || !error.detail) return null
  return error.failure === 'rsvp_unknown_meal' || error.failure === 'rsvp_unknown_event'
    ? error.detail
    : null
}

/**
 * The questions this family is asked: only the events it is invited to (null: all), and without
 * the choices the database refused since the page loaded, so the form offers the rest.
 */
export function offeredQuestions(
  questionSet: QuestionSet | undefined,
  refused: readonly string[],
  invitedEvents: readonly string[] | null,
): QuestionSet | undefined {
  if (!questionSet || (refused.length === 0 && invitedEvents === null)) return questionSet
  const { questions } = questionSet
  const offered = (key: string) =>
    !refused.includes(key) && (invitedEvents === null || invitedEvents.includes(key))
  return {
    ...questionSet,
    questions: {
      ...questions,
      mealChoices: questions.mealChoices.filter((choice) => !refused.includes(choice.key)),
      events: questions.events.filter((event) => offered(event.key)),
    },
  }
}
