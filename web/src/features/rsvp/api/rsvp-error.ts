import {
  RpcError,
  rpcErrorFromResponse,
  type PostgrestErrorBody,
} from '../../../lib/guest-list/rpc-error'

/** The stable codes the database raises; each has its own message for the guest. */
export const rsvpErrorCodes = [
  'rsvp_not_found',
  'rsvp_invalid_tickets',
  'rsvp_deadline_passed',
  'rsvp_too_many_attempts',
  'rsvp_invalid_people',
  'rsvp_unknown_meal',
  'rsvp_unknown_event',
  'rsvp_invalid_text',
] as const

/** The codes of the people form: a person, a choice the couple removed, or a family text. */
export type RsvpDetailsErrorCode =
  'rsvp_invalid_people' | 'rsvp_unknown_meal' | 'rsvp_unknown_event' | 'rsvp_invalid_text'

export type RsvpErrorCode = (typeof rsvpErrorCodes)[number]

/** A rule of the database, any other error answer, or no answer at all. */
export type RsvpFailure = RsvpErrorCode | 'unexpected_response' | 'network'

/** The guest's view of a failed call: one of the failures the guest pages have a message for. */
export class RsvpError extends RpcError {
  override readonly name = 'RsvpError'

  constructor(
    readonly failure: RsvpFailure,
    message: string = failure,
    detail: string | null = null,
  ) {
    super(failure, message, detail)
  }
}

function isRsvpErrorCode(value: unknown): value is RsvpErrorCode {
  return rsvpErrorCodes.includes(value as RsvpErrorCode)
}

/** Narrows any failed call to what the guest pages tell apart. */
export function rsvpErrorFrom(error: RpcError): RsvpError {
  if (error instanceof RsvpError) return error
  const failure =
    error.code === 'network' || isRsvpErrorCode(error.code) ? error.code : 'unexpected_response'
  return new RsvpError(failure, error.message, error.detail)
}

export function rsvpErrorFromResponse(error: PostgrestErrorBody, status: number): RsvpError {
  return rsvpErrorFrom(rpcErrorFromResponse(error, status))
}
