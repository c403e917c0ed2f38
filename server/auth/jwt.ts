import { createHmac, timingSafeEqual } from 'node:crypto'

export type JwtClaims = Record<string, unknown> & { exp?: number }

export type JwtVerdict =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')

const sign = (input: string, secret: string) =>
  createHmac('sha256', secret).update(input).digest('base64url')

/** An HS256 JWT, the kind Supabase Auth issues and PostgREST verifies. */
export function signJwt(claims: JwtClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${header}.${payload}.${sign(`${header}.${payload}`, secret)}`
}

export const looksLikeJwt = (token: string) => token.split('.').length === 3

/** The token's claims when its signature is ours and it has not expired at `now` (seconds). */
export function verifyJwt(token: string, secret: string, now = Date.now() / 1000): JwtVerdict {
  const [head, payload, signature] = token.split('.')
  if (!head || !payload || signature === undefined || token.split('.').length !== 3) {
    return { ok: false, reason: 'malformed' }
  }
  let algorithm: unknown
  let claims: unknown
  try {
    algorithm = (JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown })
      .alg
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (algorithm !== 'HS256' || claims === null || typeof claims !== 'object') {
    return { ok: false, reason: 'malformed' }
  }
  const expected = Buffer.from(sign(`${head}.${payload}`, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'signature' }
  }
  const { exp } = claims as JwtClaims
  if (typeof exp !== 'number' || exp <= now) return { ok: false, reason: 'expired' }
  return { ok: true, claims: claims as JwtClaims }
}
