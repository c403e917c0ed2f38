import type { PGliteInterface } from '@electric-sql/pglite'
import {
  jwtSecret,
  newRefreshToken,
  normalizeEmail,
  tokenHash,
  type AuthUser,
} from './auth-store.ts'
import { signJwt } from './jwt.ts'
import { verifyPassword } from './password.ts'

/** Access tokens live this long (seconds); supabase-js refreshes them before they expire. */
export const accessTokenLifetime = 900
const sessionLifetime = '7 days'

export type Session = {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: UserBody
}

/** The user as Supabase Auth describes one (GET /auth/v1/user and in every session). */
export type UserBody = {
  id: string
  aud: 'authenticated'
  role: 'authenticated'
  email: string
  email_confirmed_at: string
  phone: string
  app_metadata: { provider: 'email'; providers: ['email'] }
  user_metadata: Record<string, never>
  identities: []
  created_at: string
  updated_at: string
  last_sign_in_at: string | null
  is_anonymous: false
}

export function userBody(user: AuthUser): UserBody {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.created_at.toISOString(),
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
    is_anonymous: false,
  }
}

const userColumns = 'u.id, u.email, u.created_at, u.updated_at, u.last_sign_in_at'

async function issue(
  db: PGliteInterface,
  user: AuthUser,
  sessionId: string,
  refreshToken: string,
  issuer: string,
  now: number,
): Promise<Session> {
  const expiresAt = now + accessTokenLifetime
  const claims = {
    iss: issuer,
    aud: 'authenticated',
    sub: user.id,
    email: user.email,
    phone: '',
    role: 'authenticated',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
    iat: now,
    exp: expiresAt,
  }
  return {
    access_token: signJwt(claims, await jwtSecret(db)),
    token_type: 'bearer',
    expires_in: accessTokenLifetime,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userBody(user),
  }
}

const seconds = () => Math.floor(Date.now() / 1000)

/** A new session for the right email and password; null otherwise (never saying which was wrong). */
export async function signInWithPassword(
  db: PGliteInterface,
  email: string,
  password: string,
  issuer: string,
): Promise<Session | null> {
  await jwtSecret(db)
  const { rows } = await db.query<AuthUser & { password_hash: string }>(
    `select ${userColumns}, u.password_hash from embedded_auth.users u where u.email = $1`,
    [normalizeEmail(email)],
  )
  const found = rows[0]
  // a missing account costs the same scrypt as a wrong password, so timing tells nothing
  const valid = await verifyPassword(password, found?.password_hash ?? 'scrypt$16384$8$1$AAAA$AAAA')
  if (!found || !valid) return null
  const refreshToken = newRefreshToken()
  const { rows: sessions } = await db.query<{ id: string; last_sign_in_at: Date }>(
    `with session as (
       insert into embedded_auth.sessions (user_id, refresh_token_hash, expires_at)
       values ($1, $2, now() + interval '${sessionLifetime}') returning id
     )
     update embedded_auth.users set last_sign_in_at = now() where id = $1
     returning (select id from session), last_sign_in_at`,
    [found.id, tokenHash(refreshToken)],
  )
  const session = sessions[0]
  if (!session) return null
  const user = { ...found, last_sign_in_at: session.last_sign_in_at }
  return issue(db, user, session.id, refreshToken, issuer, seconds())
}

/**
 * How long a refresh token just rotated away may still be used, as GoTrue's
 * REFRESH_TOKEN_REUSE_INTERVAL (10 s by default): a response lost on a bad phone connection, or
 * two tabs refreshing at the same moment before supabase-js shares the new session between
 * them, would otherwise end the couple's session. Within it, the token rotates once more.
 */
const reuseInterval = '10 seconds'

export type Refreshed =
  { ok: true; session: Session } | { ok: false; reason: 'not-found' | 'already-used' }

type RefreshRow = AuthUser & { session_id: string; current: boolean; recently_used: boolean }

/**
 * A fresh access token and a new refresh token for a live session's refresh token, which is
 * used up. An older token of the session, used again, is taken as stolen: the session ends.
 */
export async function refreshSession(
  db: PGliteInterface,
  refreshToken: string,
  issuer: string,
): Promise<Refreshed> {
  await jwtSecret(db)
  const hash = tokenHash(refreshToken)
  const next = newRefreshToken()
  const found = await db.transaction(async (tx) => {
    const { rows } = await tx.query<RefreshRow>(
      `select ${userColumns}, s.id as session_id, s.refresh_token_hash = $1 as current,
              coalesce(t.used_at > now() - interval '${reuseInterval}', false) as recently_used
       from embedded_auth.sessions s
       join embedded_auth.users u on u.id = s.user_id
       left join embedded_auth.used_refresh_tokens t on t.session_id = s.id and t.token_hash = $1
       where (s.refresh_token_hash = $1 or t.token_hash = $1) and s.expires_at > now()`,
      [hash],
    )
    const row = rows[0]
    if (!row) return 'not-found' as const
    if (!row.current && !row.recently_used) {
      await tx.query('delete from embedded_auth.sessions where id = $1', [row.session_id])
      return 'already-used' as const
    }
    await tx.query(
      `insert into embedded_auth.used_refresh_tokens (token_hash, session_id)
       select refresh_token_hash, id from embedded_auth.sessions where id = $1
       on conflict (token_hash) do nothing`,
      [row.session_id],
    )
    await tx.query('update embedded_auth.sessions set refresh_token_hash = $2 where id = $1', [
      row.session_id,
      tokenHash(next),
    ])
    return row
  })
  if (typeof found === 'string') return { ok: false, reason: found }
  return { ok: true, session: await issue(db, found, found.session_id, next, issuer, seconds()) }
}

/** Whether the session an access token names still lives: signing out ends its tokens at once. */
export async function sessionIsLive(
  db: PGliteInterface,
  claims: { sub?: unknown; session_id?: unknown },
): Promise<boolean> {
  const { rows } = await db.query<{ live: boolean }>(
    `select exists (
       select from embedded_auth.sessions
       where user_id::text = $1 and id::text = $2 and expires_at > now()
     ) as live`,
    [String(claims.sub), String(claims.session_id)],
  )
  return rows[0]?.live === true
}

/** Ends the session (scope local) or every session of the user (global, supabase-js's default). */
export async function signOut(
  db: PGliteInterface,
  claims: { sub?: unknown; session_id?: unknown },
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  await jwtSecret(db)
  if (scope === 'local') {
    await db.query('delete from embedded_auth.sessions where id = $1', [String(claims.session_id)])
  } else if (scope === 'others') {
    await db.query('delete from embedded_auth.sessions where user_id = $1 and id <> $2', [
      String(claims.sub),
      String(claims.session_id),
    ])
  } else {
    await db.query('delete from embedded_auth.sessions where user_id = $1', [String(claims.sub)])
  }
}

/** The user a valid access token names, while its session lives. */
export async function userOfSession(
  db: PGliteInterface,
  claims: { sub?: unknown; session_id?: unknown },
): Promise<AuthUser | null> {
  const { rows } = await db.query<AuthUser>(
    `select ${userColumns}
     from embedded_auth.sessions s join embedded_auth.users u on u.id = s.user_id
     where u.id::text = $1 and s.id::text = $2 and s.expires_at > now()`,
    [String(claims.sub), String(claims.session_id)],
  )
  return rows[0] ?? null
}
