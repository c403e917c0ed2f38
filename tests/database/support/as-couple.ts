import type { PGlite, Results } from '@electric-sql/pglite'
import { runAsRole } from '../../../server/rsvp/request-role'

export const coupleEmail = 'novios@example.com'
export const strangerEmail = 'curioso@example.com'

/** Puts an email on the couple's allow-list, as couple:add does. */
export async function addCoupleMember(db: PGlite, email: string): Promise<void> {
  await db.query('insert into public.couple_members (email) values ($1) on conflict do nothing', [
    email,
  ])
}

/** Runs one statement as a signed-in user with this email, the way PostgREST does. */
export function asUser<T>(
  db: PGlite,
  email: string,
  sql: string,
  params: unknown[] = [],
  claims: Record<string, unknown> = {},
): Promise<Results<T>> {
  return runAsRole(
    db,
    {
      role: 'authenticated',
      claims: {
        sub: '00000000-0000-4000-8000-000000000001',
        email,
        aud: 'authenticated',
        ...claims,
      },
    },
    (tx) => tx.query<T>(sql, params),
  )
}

/** Calls a dashboard function as this user and returns its JSON answer. */
export async function callAsUser<T>(
  db: PGlite,
  email: string,
  call: string,
  params: unknown[] = [],
): Promise<T> {
  const { rows } = await asUser<{ result: T }>(db, email, `select ${call} as result`, params)
  return rows[0]?.result as T
}
