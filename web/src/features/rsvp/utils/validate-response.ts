import { isAnswered, type Invitation } from '../api/invitation'
import { isBeforeDeadline } from '../../../lib/dates'
import type { AnswerDraft } from '../../../lib/guest-list/person-draft'
import type { RsvpMessages } from './messages'

/**
 * What the guest chose; confirmedTickets is null until a number is picked, and details holds
 * who comes when the couple asks for it.
 */
export type ResponseDraft = {
  willAttend: boolean
  confirmedTickets: number | null
  details?: AnswerDraft
}

/**
 * A message for the guest and where it belongs: beside the ticket selector, in the people form
 * (whose fields show their own problems) or over the whole form.
 */
export type FormError = { field: 'tickets' | 'people' | 'form'; message: string }

/** The spec's rules, checked before anything is sent. */
export function validateResponse(
  invitation: Invitation | null,
  draft: ResponseDraft,
  messages: RsvpMessages,
): FormError | null {
  if (!invitation) return { field: 'form', message: messages.searchFirst }
  if (!draft.willAttend) return null
  const tickets = draft.confirmedTickets ?? 0
  if (tickets < 1) return { field: 'tickets', message: messages.atLeastOneTicket }
  if (tickets > invitation.available_tickets) {
    return { field: 'tickets', message: messages.tooManyTickets(invitation.available_tickets) }
  }
  return null
}

/** A decline always holds 0 tickets. */
export function ticketsToSend(draft: ResponseDraft): number {
  return draft.willAttend ? (draft.confirmedTickets ?? 0) : 0
}

/** validateResponse, plus the deadline once the invitation has been answered. */
export function checkBeforeSending(
  invitation: Invitation | null,
  draft: ResponseDraft,
  now: Date,
  messages: RsvpMessages,
): FormError | null {
  const invalid = validateResponse(invitation, draft, messages)
  if (invalid || !invitation) return invalid
  const deadline = invitation.modification_deadline
  if (isAnswered(invitation) && !isBeforeDeadline(deadline, now)) {
    return { field: 'form', message: messages.deadlinePassed(deadline) }
  }
  return null
}
