import {
  invitationSchema,
  isAnswered,
  readInvitation,
  type Invitation,
} from '../../../lib/guest-list/guest-record'
import { RsvpError } from './rsvp-error'

export type { Invitation }

/**
 * Checks an answer of the API before the page trusts it. Details of the answer it cannot read are
 * left out, so the family still finds its invitation.
 */
export function parseInvitation(data: unknown): Invitation {
  const { unreadable: _leftOut, ...invitation } = readInvitation(
    invitationSchema,
    data,
    (problem) => new RsvpError('unexpected_response', problem),
  )
  return invitation
}

export { isAnswered }
