import {
  invalidField,
  invitationRowChecks,
  isAnswered,
  type InvitationRow,
} from '../../../lib/guest-list/guest-record'
import { RsvpError } from './rsvp-error'

/** What find_invitation and respond_invitation answer: the guest record plus the deadline. */
export type Invitation = InvitationRow & {
  /** YYYY-MM-DD; answers may change until midnight UTC of this day. */
  modification_deadline: string
}

const invitationChecks = {
  ...invitationRowChecks,
  modification_deadline: (value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
}

/** Checks an answer of the API before the page trusts it. */
export function parseInvitation(data: unknown): Invitation {
  const invalid = invalidField(data, invitationChecks)
  if (invalid === 'the answer') {
    throw new RsvpError('unexpected_response', 'The invitation is not an object')
  }
  if (invalid)
    throw new RsvpError('unexpected_response', `The invitation field ${invalid} is not valid`)
  return data as Invitation
}

export { isAnswered }
