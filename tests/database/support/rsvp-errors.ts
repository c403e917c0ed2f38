import { expect } from 'vitest'
import type { RsvpErrorCode } from '../../../web/src/features/rsvp/api/rsvp-error'

/** The guest functions fail with SQLSTATE P0001 and the stable code as the message. */
export async function expectRsvpError(call: Promise<unknown>, code: RsvpErrorCode): Promise<void> {
  await expect(call).rejects.toMatchObject({ code: 'P0001', message: code })
}

/** insufficient_privilege */
export async function expectDenied(call: Promise<unknown>): Promise<void> {
  await expect(call).rejects.toMatchObject({ code: '42501' })
}
