import { invitationParam } from '../../../config/paths'

const bareNumber = /^[A-Za-z0-9]{1,12}$/

/**
 * The invitation number in what a pase's QR code holds: the family's personal link
 * (`…/rsvp?invitation=002`) or the bare number; null for anything else.
 */
export function scannedInvitationKey(text: string): string | null {
  const value = text.trim()
  if (bareNumber.test(value)) return value.toUpperCase()
  try {
    const key = new URL(value).searchParams.get(invitationParam)?.trim()
    return key && bareNumber.test(key) ? key.toUpperCase() : null
  } catch {
    return null
  }
}
