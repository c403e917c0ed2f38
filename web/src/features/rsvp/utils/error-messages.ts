import {
  rsvpQuestionTextDefaults,
  type RsvpQuestions,
  type RsvpQuestionTexts,
} from '../../../content/rsvp-questions'
import type { Invitation } from '../api/invitation'
import { RsvpError } from '../api/rsvp-error'
import type { RsvpMessages } from './messages'
import { validateResponse, type FormError, type ResponseDraft } from './validate-response'

export function searchErrorMessage(error: unknown, messages: RsvpMessages): string {
  if (error instanceof RsvpError && error.failure === 'rsvp_too_many_attempts') {
    return messages.tooManyAttempts
  }
  return messages.searchFailed
}

// The database names the real limit ("between 1 and 2 tickets") when the page's copy is stale.
function availableFromDetail(detail: string | null): number | null {
  const match = detail?.match(/between 1 and (\d+) tickets/)
  return match?.[1] ? Number(match[1]) : null
}

// The database names the limit of a family text ("up to 500 characters").
function maxFromDetail(detail: string | null): string | null {
  return detail?.match(/up to (\d+) characters/)?.[1] ?? null
}

/** Maps a failed save to the spec's message for it, or the people form's. */
export function saveErrorMessage(
  error: unknown,
  invitation: Invitation,
  draft: ResponseDraft,
  messages: RsvpMessages,
  texts: RsvpQuestionTexts = rsvpQuestionTextDefaults,
  questions?: RsvpQuestions,
): FormError {
  if (!(error instanceof RsvpError)) return { field: 'form', message: messages.submitFailed }
  switch (error.failure) {
    case 'rsvp_invalid_tickets': {
      const available = availableFromDetail(error.detail) ?? invitation.available_tickets
      return (
        validateResponse({ ...invitation, available_tickets: available }, draft, messages) ?? {
          field: 'tickets',
          message: messages.tooManyTickets(available),
        }
      )
    }
    case 'rsvp_deadline_passed':
      return { field: 'form', message: messages.deadlinePassed(invitation.modification_deadline) }
    case 'rsvp_not_found':
      return { field: 'form', message: messages.notFound }
    case 'rsvp_too_many_attempts':
      return { field: 'form', message: messages.tooManyAttempts }
    case 'unexpected_response':
      return { field: 'form', message: messages.updateFailed }
    case 'network':
      return { field: 'form', message: messages.submitFailed }
    case 'rsvp_invalid_people': {
      const unnamed = error.detail?.startsWith('name each')
      const noEvent = error.detail?.endsWith('choose at least one event')
      const message = unnamed
        ? texts.nameMissing
        : noEvent
          ? texts.eventMissing
          : texts.peopleFailed
      return { field: 'people', message }
    }
    case 'rsvp_unknown_meal':
    case 'rsvp_unknown_event': {
      // the database names the key it no longer takes; the form knew it by the couple's word
      const choices = [
        ...(questions?.mealChoices ?? []),
        ...(questions?.events ?? []).map((event) => ({ key: event.key, label: event.title })),
      ]
      const gone = choices.find((choice) => choice.key === error.detail)
      return {
        field: 'people',
        message: gone ? `«${gone.label}»: ${texts.choiceGone}` : texts.choiceGone,
      }
    }
    case 'rsvp_invalid_text': {
      const max = maxFromDetail(error.detail)
      return {
        field: 'people',
        message: max ? texts.tooLong.replace('{max}', max) : texts.peopleFailed,
      }
    }
  }
}
