/** The header a Sanity webhook with a secret signs its body in: `t=<ms>,v1=<base64url HMAC>`. */
export const signatureHeader = 'sanity-webhook-signature'

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

/**
 * Whether Sanity signed these exact body bytes with the secret: HMAC-SHA256 of `<t>.<body>`.
 * The comparison is WebCrypto's, in constant time.
 */
export async function isSignedBySanity(
  body: Uint8Array<ArrayBuffer>,
  header: string | null,
  secret: string,
): Promise<boolean> {
  const match = signaturePattern.exec(header?.trim() ?? '')
  const signature = match && base64UrlBytes(match[2]!)
  if (!match || !signature || !secret) return false
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
  return crypto.subtle.verify('HMAC', key, signature, signed)
}
