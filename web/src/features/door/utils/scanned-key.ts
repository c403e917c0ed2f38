import { invitationParam, paseParam } from '../../../config/paths'

/** What a pase's QR code holds: the pase's token, or (on pases printed before) a number. */
export type ScannedCode = { kind: 'pase'; token: string } | { kind: 'number'; humanKey: string }

const bareNumber = /^[A-Za-z0-9]{1,12}$/
const paseToken = /^[A-Za-z0-9_-]{22,86}$/

/**
 * Reads a scanned code: the pase's link (`…/rsvp?pase=<token>`), an old pase's personal link
 * (`…/rsvp?invitation=002`) or a bare number; null for anything else.
 */
export function readScannedCode(text: string): ScannedCode | null {
  const value = text.trim()
  if (bareNumber.test(value)) return { kind: 'number', humanKey: value.toUpperCase() }
  let params: URLSearchParams
  try {
    params = new URL(value).searchParams
  } catch {
    return null
  }
  const token = params.get(paseParam)?.trim()
  if (token) return paseToken.test(token) ? { kind: 'pase', token } : null
  const key = params.get(invitationParam)?.trim()
  return key && bareNumber.test(key) ? { kind: 'number', humanKey: key.toUpperCase() } : null
}

/** The lowercase hex SHA-256 of a pase's token (its UTF-8), as door_guest_list's pase_hash. */
export async function paseHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
