/** The header a Sanity webhook with a secret signs its body in: `t=<ms>,v1=<base64url HMAC>`. */
export const signatureHeader = 'sanity-webhook-signature'

/** How old a signature may be: a captured delivery replayed later is refused. */
export const signatureMaxAgeMs = 5 * 60_000
/** How far ahead of this function's clock a signature may be dated (Sanity's clock may run ahead). */
export const signatureMaxSkewMs = 30_000

// as @sanity/webhook reads it
const signaturePattern = /^t=(\d+)[, ]+v1=([^, ]+)$/

const encoder = new TextEncoder()

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  } catch {
    return null
  }
}

/** invalid: missing, malformed or not Sanity's; outdated: over 5 minutes old, or dated ahead. */
export type SignatureCheck = 'valid' | 'invalid' | 'outdated'

/**
 * Whether Sanity signed these exact body bytes with the secret (HMAC-SHA256 of `<t>.<body>`, the
 * comparison WebCrypto's, in constant time), and did so within the last 5 minutes by `now` (ms
 * since 1970): a signed delivery replayed later, or one dated in the future, is outdated.
 */
export async function checkSanitySignature(
  body: Uint8Array<ArrayBuffer>,
  header: string | null,
  secret: string,
  now: number,
): Promise<SignatureCheck> {
  const match = signaturePattern.exec(header?.trim() ?? '')
  const signature = match && base64UrlBytes(match[2]!)
  if (!match || !signature || !secret) return 'invalid'
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  )
  const prefix = encoder.encode(`${match[1]}.`)
  const signed = new Uint8Array(prefix.length + body.length)
  signed.set(prefix)
  signed.set(body, prefix.length)
  if (!(await crypto.subtle.verify('HMAC', key, signature, signed))) return 'invalid'
  const signedAt = Number(match[1])
  const fresh = now - signedAt <= signatureMaxAgeMs && signedAt - now <= signatureMaxSkewMs
  return fresh ? 'valid' : 'outdated'
}
