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

/** Maps a failed save to the spec's message for it. */
export function saveErrorMessage(
  error: unknown,
  invitation: Invitation,
  draft: ResponseDraft,
  messages: RsvpMessages,
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
  }
}
