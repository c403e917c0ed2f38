import type { PGliteInterface } from '@electric-sql/pglite'
import type { Caller } from '../rsvp/request-role'
import { jwtSecret } from './auth-store.ts'
import { looksLikeJwt, verifyJwt } from './jwt.ts'
import { sessionIsLive } from './sessions.ts'

const bearer = (authorization: string | undefined) =>
  /^bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1]

/**
 * Who the token says the request is, as PostgREST decides it: no token (or the embedded site's
 * placeholder key) is anon; a token signed with this database's secret runs as its role; any
 * other token is refused. Only anon and authenticated can be claimed: nothing here mints a
 * service role.
 */
export async function claimsOf(
  db: PGliteInterface,
  authorization: string | undefined,
): Promise<Caller> {
  const token = bearer(authorization)
  if (!token || !looksLikeJwt(token)) return { ok: true, role: 'anon' }
  const verdict = verifyJwt(token, await jwtSecret(db))
  if (!verdict.ok) {
    const message = verdict.reason === 'expired' ? 'JWT expired' : 'JWSError JWSInvalidSignature'
    return {
      ok: false,
      status: 401,
      code: verdict.reason === 'expired' ? 'PGRST303' : 'PGRST301',
      message,
    }
  }
  const role = verdict.claims.role
  if (role !== 'anon' && role !== 'authenticated') {
    return { ok: false, status: 401, code: 'PGRST301', message: 'The JWT role is not allowed here' }
  }
  return { ok: true, role, claims: verdict.claims }
}

/**
 * Who the request is: as `claimsOf`, and a signed-in caller's session must still live, so an
 * access token stops working the moment its session is signed out or ended for reuse.
 */
export async function callerOf(
  db: PGliteInterface,
  authorization: string | undefined,
): Promise<Caller> {
  const caller = await claimsOf(db, authorization)
  if (!caller.ok || caller.role !== 'authenticated') return caller
  if (caller.claims && (await sessionIsLive(db, caller.claims))) return caller
  return { ok: false, status: 401, code: 'PGRST301', message: 'The JWT’s session has ended' }
}
