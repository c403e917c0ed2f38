import {
  invitationProblem,
  invitationRowChecks,
  isAnswered,
  readAnswerDetails,
  type AnswerDetails,
  type InvitationRow,
} from '../../../lib/guest-list/guest-record'
import { RsvpError } from './rsvp-error'

/** What find_invitation and respond_invitation answer: the guest record, its details and the deadline. */
export type Invitation = InvitationRow &
  AnswerDetails & {
    /** YYYY-MM-DD; answers may change until midnight UTC of this day. */
    modification_deadline: string
  }

const invitationChecks = {
  ...invitationRowChecks,
  modification_deadline: (value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
}

/**
 * Checks an answer of the API before the page trusts it. Details of the answer it cannot read are
 * left out, so the family still finds its invitation.
 */
export function parseInvitation(data: unknown): Invitation {
  const problem = invitationProblem(data, invitationChecks)
  if (problem) throw new RsvpError('unexpected_response', problem)
  return { ...(data as Invitation), ...readAnswerDetails(data as Record<string, unknown>).details }
}

export { isAnswered }
