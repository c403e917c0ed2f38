import type { PGliteInterface } from '@electric-sql/pglite'
import { createHash, randomBytes } from 'node:crypto'

/**
 * The embedded server's own accounts, sessions and JWT secret, in the embedded database (and so
 * in its data folder). Supabase keeps these in its Auth service instead, so they are not a
 * migration; no API role can reach the schema.
 */
const schema = `
  create schema if not exists embedded_auth;
  revoke all on schema embedded_auth from public;
  create table if not exists embedded_auth.settings (
    singleton boolean primary key default true check (singleton),
    jwt_secret text not null
  );
  create table if not exists embedded_auth.users (
    id uuid primary key default gen_random_uuid(),
    email text not null unique,
    password_hash text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    last_sign_in_at timestamptz
  );
  create table if not exists embedded_auth.sessions (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references embedded_auth.users (id) on delete cascade,
    refresh_token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  );
  create table if not exists embedded_auth.used_refresh_tokens (
    token_hash text primary key,
    session_id uuid not null references embedded_auth.sessions (id) on delete cascade,
    used_at timestamptz not null default now()
  );
  create table if not exists embedded_auth.sign_in_failures (
    id bigint generated always as identity primary key,
    email text not null,
    address text not null,
    attempted_at timestamptz not null default now()
  );
  create index if not exists sign_in_failures_email on embedded_auth.sign_in_failures (email, attempted_at);
  create index if not exists sign_in_failures_address on embedded_auth.sign_in_failures (address, attempted_at);
`

export type AuthUser = {
  id: string
  email: string
  created_at: Date
  updated_at: Date
  last_sign_in_at: Date | null
}

const prepared = new WeakMap<PGliteInterface, Promise<string>>()

/** Creates the schema and the secret on first use; resolves to the JWT secret. */
export function jwtSecret(db: PGliteInterface): Promise<string> {
  let secret = prepared.get(db)
  if (!secret) {
    secret = (async () => {
      await db.exec(schema)
      await db.query(
        'insert into embedded_auth.settings (jwt_secret) values ($1) on conflict do nothing',
        [randomBytes(32).toString('base64url')],
      )
      const { rows } = await db.query<{ jwt_secret: string }>(
        'select jwt_secret from embedded_auth.settings',
      )
      const value = rows[0]?.jwt_secret
      if (!value) throw new Error('The embedded Auth has no JWT secret')
      return value
    })()
    secret.catch(() => prepared.delete(db))
    prepared.set(db, secret)
  }
  return secret
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

export const newRefreshToken = () => randomBytes(32).toString('base64url')
