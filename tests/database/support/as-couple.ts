import type { PGlite, Results } from '@electric-sql/pglite'
import { runAsRole } from '../../../server/rsvp/request-role'
import { rpcCatalogue } from '../../../server/rsvp/rpc-functions'

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

/**
 * The statement that answers `call` (e.g. `public.couple_invitations()`) as PostgREST answers it:
 * a row type as one JSON object, a set as an array ([] without rows), a scalar as its value.
 */
export async function answerStatement(db: PGlite, call: string): Promise<string> {
  const name = /^public\.(\w+)\(/.exec(call)?.[1]
  const result = name ? (await rpcCatalogue(db)).get(name)?.[0]?.result : undefined
  if (result?.set) return `select coalesce(json_agg(r), '[]') as result from ${call} r`
  if (result?.kind === 'row') return `select to_json(r) as result from ${call} r`
  return `select ${call} as result`
}

/** Calls a dashboard function as this user and returns its JSON answer, as PostgREST's. */
export async function callAsUser<T>(
  db: PGlite,
  email: string,
  call: string,
  params: unknown[] = [],
): Promise<T> {
  const statement = await answerStatement(db, call)
  const { rows } = await asUser<{ result: T }>(db, email, statement, params)
  return rows[0]?.result as T
}
