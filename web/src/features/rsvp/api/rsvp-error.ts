/** The stable codes the database raises; each has its own message for the guest. */
export const rsvpErrorCodes = [
  'rsvp_not_found',
  'rsvp_invalid_tickets',
  'rsvp_deadline_passed',
  'rsvp_too_many_attempts',
] as const

export type RsvpErrorCode = (typeof rsvpErrorCodes)[number]

/** A rule of the database, any other error answer, or no answer at all. */
export type RsvpFailure = RsvpErrorCode | 'unexpected_response' | 'network'

export class RsvpError extends Error {
  override readonly name = 'RsvpError'

  constructor(
    readonly failure: RsvpFailure,
    message: string = failure,
    readonly detail: string | null = null,
  ) {
    super(message)
  }
}

/** PostgREST's error body, as supabase-js hands it over. */
export type PostgrestErrorBody = {
  code?: string | null
  message?: string | null
  details?: string | null
}

function isRsvpErrorCode(value: unknown): value is RsvpErrorCode {
  return rsvpErrorCodes.includes(value as RsvpErrorCode)
}

/** Status 0 is supabase-js's way of saying the request never got an answer. */
export function rsvpErrorFromResponse(error: PostgrestErrorBody, status: number): RsvpError {
  const message = error.message ?? ''
  if (status === 0) return new RsvpError('network', message)
  if (error.code === 'P0001' && isRsvpErrorCode(message)) {
    return new RsvpError(message, message, error.details ?? null)
  }
  return new RsvpError('unexpected_response', message || `HTTP ${status}`, error.details ?? null)
}
