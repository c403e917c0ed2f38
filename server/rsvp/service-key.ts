import type { PGliteInterface } from '@electric-sql/pglite'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { everyoneAnon, type Caller } from './request-role.ts'

/**
 * A secret key of the service role for the command line, as Supabase's `sb_secret_…` keys: 256
 * random bits, made anew by each process that serves or opens the embedded database and never
 * stored in it.
 */
export const newServiceKey = () => `sb_secret_${randomBytes(32).toString('base64url')}`

const bearer = (authorization: string | undefined) =>
  /^bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1]

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Whether the Authorization header carries this key, compared in constant time. */
export function carriesServiceKey(authorization: string | undefined, key: string): boolean {
  const token = bearer(authorization)
  return token !== undefined && timingSafeEqual(digest(token), digest(key))
}

type Authorize = (db: PGliteInterface, authorization: string | undefined) => Promise<Caller>

/**
 * Who sends a request: the service role for this key, as PostgREST runs Supabase's service-role
 * key; everyone else as `others` decides (the couple's sessions on the site, anon without one).
 */
export function withServiceKey(key: string, others: Authorize = everyoneAnon): Authorize {
  return (db, authorization) =>
    carriesServiceKey(authorization, key)
      ? Promise.resolve({ ok: true, role: 'service_role' })
      : others(db, authorization)
}
