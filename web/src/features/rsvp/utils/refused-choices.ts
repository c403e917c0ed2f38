import type { QuestionSet } from '../hooks/use-rsvp-questions'
import { RsvpError } from '../api/rsvp-error'

/** The meal or event key the database refused as no longer offered, if that was the failure. */
export function refusedChoice(error: unknown): string | null {
  if (!(error instanceof RsvpError) || !error.detail) return null
  return error.failure === 'rsvp_unknown_meal' || error.failure === 'rsvp_unknown_event'
    ? error.detail
    : null
}

/** The questions without the choices the database refused: the form offers the rest. */
export function withoutChoices(
  questionSet: QuestionSet | undefined,
  refused: readonly string[],
): QuestionSet | undefined {
  if (!questionSet || refused.length === 0) return questionSet
  const { questions } = questionSet
  return {
    ...questionSet,
    questions: {
      ...questions,
      mealChoices: questions.mealChoices.filter((choice) => !refused.includes(choice.key)),
      events: questions.events.filter((event) => !refused.includes(event.key)),
    },
  }
}
