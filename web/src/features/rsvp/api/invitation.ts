import {
  answerDetailsChecks,
  invitationProblem,
  invitationRowChecks,
  isAnswered,
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
  ...answerDetailsChecks,
  modification_deadline: (value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
}

/** Checks an answer of the API before the page trusts it. */
export function parseInvitation(data: unknown): Invitation {
  const problem = invitationProblem(data, invitationChecks)
  if (problem) throw new RsvpError('unexpected_response', problem)
  return data as Invitation
}

export { isAnswered }
