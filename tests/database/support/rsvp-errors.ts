import { expect } from 'vitest'

export type RsvpErrorCode =
  'rsvp_not_found' | 'rsvp_invalid_tickets' | 'rsvp_deadline_passed' | 'rsvp_too_many_attempts'

/** The guest functions fail with SQLSTATE P0001 and the stable code as the message. */
export async function expectRsvpError(call: Promise<unknown>, code: RsvpErrorCode): Promise<void> {
  await expect(call).rejects.toMatchObject({ code: 'P0001', message: code })
}

/** insufficient_privilege */
export async function expectDenied(call: Promise<unknown>): Promise<void> {
  await expect(call).rejects.toMatchObject({ code: '42501' })
}
