import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAsRole } from '../../server/rsvp/request-role'
import { openMigratedDatabase } from '../support/database-template'

let db: PGlite

beforeAll(async () => {
  db = await openMigratedDatabase()
  // a table with a policy, as the couple's dashboard will have: each user sees their own rows
  await db.exec(`
    create table public.notes (owner uuid not null, body text not null);
    alter table public.notes enable row level security;
    grant select on public.notes to authenticated;
    create policy "own notes" on public.notes for select to authenticated
      using (owner = (select auth.uid()));
    insert into public.notes values
      ('00000000-0000-0000-0000-00000000000a', 'for a'),
      ('00000000-0000-0000-0000-00000000000b', 'for b');
  `)
}, 60_000)
afterAll(() => db.close())

const userA = { sub: '00000000-0000-0000-0000-00000000000a', email: 'a@example.com' }

describe('running a request as an API role', () => {
  it('lets row-level security decide, from the JWT claims', async () => {
    const { rows } = await runAsRole(db, { role: 'authenticated', claims: userA }, (tx) =>
      tx.query<{ body: string }>('select body from public.notes'),
    )
    expect(rows).toEqual([{ body: 'for a' }])
  })

  it('exposes the claims and headers as auth.jwt(), auth.uid(), auth.role() and request.headers', async () => {
    const { rows } = await runAsRole(
      db,
      { role: 'authenticated', claims: userA, headers: { 'cf-connecting-ip': '192.0.2.8' } },
      (tx) =>
        tx.query(
          `select current_user as "user", auth.uid()::text as uid, auth.role() as role,
                  auth.jwt() ->> 'email' as email,
                  current_setting('request.headers', true)::json ->> 'cf-connecting-ip' as address`,
        ),
    )
    expect(rows).toEqual([
      {
        user: 'authenticated',
        uid: userA.sub,
        role: 'authenticated',
        email: 'a@example.com',
        address: '192.0.2.8',
      },
    ])
  })

  it('applies the role’s own settings, as PostgREST does: the statement timeouts', async () => {
    const timeout = (role: 'anon' | 'authenticated') =>
      runAsRole(db, { role }, (tx) =>
        tx.query<{ timeout: string }>("select current_setting('statement_timeout') as timeout"),
      ).then(({ rows }) => rows[0]?.timeout)
    expect(await timeout('anon')).toBe('3s')
    expect(await timeout('authenticated')).toBe('8s')
  })

  it('leaves nothing behind for the next query on the connection', async () => {
    await runAsRole(db, { role: 'anon', claims: userA }, (tx) => tx.query('select 1'))
    const { rows } = await db.query(
      `select current_user as "user", nullif(current_setting('request.jwt.claims', true), '') as claims`,
    )
    expect(rows).toEqual([{ user: 'postgres', claims: null }])
  })

  it.each(['anon', 'authenticated', 'service_role'] as const)(
    'runs %s requests on the non-superuser login role, which cannot set role postgres',
    async (role) => {
      await expect(runAsRole(db, { role }, (tx) => tx.query('set role postgres'))).rejects.toThrow(
        /permission denied to set role "postgres"/,
      )
      const { rows } = await runAsRole(db, { role }, (tx) =>
        tx.query('select session_user as "session", current_user as "user"'),
      )
      expect(rows).toEqual([{ session: 'authenticator', user: role }])
    },
  )

  it('lands a request that resets its role on the login role, without any privilege', async () => {
    await expect(
      runAsRole(db, { role: 'anon' }, async (tx) => {
        await tx.query('reset role')
        const { rows } = await tx.query<{ superuser: boolean }>(
          'select rolsuper as superuser from pg_roles where rolname = current_user',
        )
        expect(rows).toEqual([{ superuser: false }])
        return tx.query('select body from public.notes')
      }),
    ).rejects.toThrow(/permission denied for table notes/)
  })

  it('gives the superuser back after a failed request too', async () => {
    await expect(runAsRole(db, { role: 'anon' }, (tx) => tx.query('select 1 / 0'))).rejects.toThrow(
      /division by zero/,
    )
    const { rows } = await db.query('select session_user as "session", current_user as "user"')
    expect(rows).toEqual([{ session: 'postgres', user: 'postgres' }])
  })

  it('refuses a role that is not one of the API roles', async () => {
    await expect(
      runAsRole(db, { role: 'postgres' as never }, (tx) => tx.query('select 1')),
    ).rejects.toThrow(/Not an API role/)
  })
})
