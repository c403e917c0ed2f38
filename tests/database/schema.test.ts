import { describe, expect, it } from 'vitest'
import { asAnon, asRole, freshAddress } from './support/as-anon'
import { allGuests, historyCount, historyOf } from './support/owner-queries'
import { expectDenied } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

const tables = {
  rsvp_guests: 'family_name',
  rsvp_history: 'will_attend',
  rsvp_attendees: 'full_name',
  rsvp_settings: 'modification_deadline',
  rsvp_lookup_failures: 'client_address',
  rsvp_lookup_failures_by_hour: 'misses',
  rsvp_sends: 'template',
  rsvp_deadline_changes: 'deadline',
  couple_visits: 'seen_through',
} as const

const statements = Object.entries(tables).flatMap(([table, column]): [string, string, string][] => [
  ['select', table, `select * from public.${table}`],
  ['insert into', table, `insert into public.${table} default values`],
  ['update', table, `update public.${table} set ${column} = ${column}`],
  ['delete from', table, `delete from public.${table}`],
])

const guestFunctions = [
  'public.find_invitation(text)',
  'public.respond_invitation(text, boolean, integer, json, text, text)',
  'public.find_pase(text)',
]

const database = seededDatabase()

/** Runs a statement as the owner and rolls it back, so only its verdict remains. */
function attempt(sql: string, params: unknown[] = []) {
  return database().transaction(async (tx) => {
    await tx.query(sql, params)
    await tx.rollback()
  })
}

const tableRights = ['select', 'insert', 'update', 'delete', 'truncate', 'references', 'trigger']
const privileges = [...tableRights, 'usage']

/** Each table or sequence of public the role may touch, with what it may do. */
async function tablePrivileges(role: string): Promise<string[]> {
  const { rows } = await database().query<{ grant: string }>(
    `select c.relname || ': ' || string_agg(p.privilege, ', ' order by p.privilege) as grant
     from pg_class c
     cross join unnest($2::text[]) as p(privilege)
     where c.relnamespace = 'public'::regnamespace
       and (
         (c.relkind in ('r', 'p', 'v', 'm') and p.privilege <> 'usage'
             and has_table_privilege($1, c.oid, p.privilege))
         or (c.relkind = 'S' and p.privilege in ('usage', 'select', 'update')
             and has_sequence_privilege($1, c.oid, p.privilege))
       )
     group by c.relname
     order by c.relname`,
    [role, privileges],
  )
  return rows.map((row) => row.grant)
}

const insertKey = (key: string) =>
  attempt(
    "insert into public.rsvp_guests (human_key, family_name, available_tickets) values ($1, 'Familia Prueba', 2)",
    [key],
  )

const checkViolation = { code: '23514' }

describe('what the anon role may touch', () => {
  it.each(statements)('anon cannot %s %s', async (_operation, _table, sql) => {
    await expectDenied(asAnon(database(), freshAddress(), sql))
  })

  it('leaves every table as it was after the denied statements', async () => {
    const guests = await allGuests(database())
    const history = await historyCount(database())
    for (const [, , sql] of statements)
      await asAnon(database(), freshAddress(), sql).catch(() => undefined)
    expect(await allGuests(database())).toEqual(guests)
    expect(await historyCount(database())).toBe(history)
  })

  it('grants anon no privilege at all on any table or sequence in public', async () => {
    expect(await tablePrivileges('anon')).toEqual([])
  })

  it('grants authenticated only the guest list, its people, history, sends, deadline changes and seating, the allow-lists, the couple’s visits and the failed look-ups per hour, which policies then filter', async () => {
    expect(await tablePrivileges('authenticated')).toEqual([
      'couple_members: select',
      'couple_visits: insert, select, update',
      'door_helpers: delete, insert, select',
      'rsvp_arrivals: select',
      'rsvp_attendees: select',
      'rsvp_deadline_changes: select',
      'rsvp_guests: delete, insert, select, update',
      'rsvp_history: insert, select',
      'rsvp_lookup_failures_by_hour: select',
      'rsvp_person_seats: delete, insert, select, update',
      'rsvp_seating_changes: select',
      'rsvp_sends: select',
      'rsvp_tables: delete, insert, select, update',
    ])
  })

  it('shows a signed-in user who is not on the couple list no invitation', async () => {
    const { rows } = await asRole(
      database(),
      'authenticated',
      {},
      'select human_key from public.rsvp_guests',
    )
    expect(rows).toEqual([])
  })

  it('enables row-level security on every table in public', async () => {
    const { rows } = await database().query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class
       where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')
       order by relname`,
    )
    expect(rows.map((row) => row.relname)).toEqual(expect.arrayContaining(Object.keys(tables)))
    expect(rows.filter((row) => !row.relrowsecurity)).toEqual([])
  })

  it('gives anon no usage of the private schema', async () => {
    const { rows } = await database().query<{ usage: boolean }>(
      "select has_schema_privilege('anon', 'private', 'usage') as usage",
    )
    expect(rows[0]?.usage).toBe(false)
  })

  it('lets anon call nothing in the private schema', async () => {
    const { rows } = await database().query<{ name: string; args: string[] }>(`
      select p.proname as name,
        array(select format_type(t, null) from unnest(p.proargtypes) as t) as args
      from pg_proc p
      where p.pronamespace = 'private'::regnamespace`)
    expect(rows.length).toBeGreaterThanOrEqual(4)
    for (const { name, args } of rows) {
      const call = `select private.${name}(${args.map((type) => `null::${type}`).join(', ')})`
      await expectDenied(asAnon(database(), freshAddress(), call))
    }
  })

  it.each(guestFunctions)('lets anon execute %s', async (signature) => {
    const { rows } = await database().query<{ allowed: boolean }>(
      "select has_function_privilege('anon', $1, 'execute') as allowed",
      [signature],
    )
    expect(rows[0]?.allowed).toBe(true)
  })

  it.each(guestFunctions)('gives public no execute grant on %s', async (signature) => {
    const { rows } = await database().query<{ grantee: string }>(
      `select acl.grantee::regrole::text as grantee
       from pg_proc p, aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) as acl
       where p.oid = $1::regprocedure and acl.privilege_type = 'EXECUTE'`,
      [signature],
    )
    const grantees = rows.map((row) => row.grantee)
    expect(grantees).toContain('anon')
    // aclexplode reports PUBLIC as grantee 0, which regrole prints as '-'
    expect(grantees).not.toContain('-')
  })

  it.each(guestFunctions)('denies %s to a role that was never granted it', async (signature) => {
    await database().exec(
      'do $$ begin create role stranger nologin; exception when duplicate_object then null; end $$',
    )
    const { rows } = await database().query<{ allowed: boolean }>(
      "select has_function_privilege('stranger', $1, 'execute') as allowed",
      [signature],
    )
    expect(rows[0]?.allowed).toBe(false)
  })

  it.each(guestFunctions)(
    'runs %s as security definer with an empty search_path',
    async (signature) => {
      const { rows } = await database().query<{ prosecdef: boolean; proconfig: string[] | null }>(
        'select prosecdef, proconfig from pg_proc where oid = $1::regprocedure',
        [signature],
      )
      expect(rows[0]).toEqual({ prosecdef: true, proconfig: ['search_path=""'] })
    },
  )
})

describe('the demo seed', () => {
  it('holds 001 to 004 exactly as the issue lists them', async () => {
    const guests = await allGuests(database())
    const byKey = (key: string) => guests.find((guest) => guest.human_key === key)
    expect(byKey('001')).toMatchObject({
      family_name: 'Familia García Hernández',
      family_chief: 'Juan García',
      available_tickets: 4,
      confirmed_tickets: 0,
      will_attend: null,
      confirmed_at: null,
    })
    expect(byKey('002')).toMatchObject({
      family_name: 'Familia López Martínez',
      available_tickets: 3,
      confirmed_tickets: 2,
      will_attend: true,
      confirmed_at: expect.any(Date),
    })
    expect(byKey('003')).toMatchObject({
      family_name: 'Familia Ramírez Soto',
      available_tickets: 2,
      confirmed_tickets: 0,
      will_attend: false,
      confirmed_at: expect.any(Date),
    })
    expect(byKey('004')).toMatchObject({
      family_name: 'Familia Torres',
      available_tickets: 1,
      confirmed_tickets: 0,
      will_attend: null,
      confirmed_at: null,
    })
  })

  it('holds at least 16 invitations', async () => {
    expect((await allGuests(database())).length).toBeGreaterThanOrEqual(16)
  })

  it('keeps the answer of every answered invitation in the history, and none for the rest', async () => {
    for (const guest of await allGuests(database())) {
      const history = await historyOf(database(), guest.human_key)
      if (guest.will_attend === null) {
        expect(history).toEqual([])
      } else {
        expect(history).toEqual([
          {
            guest_id: guest.id,
            will_attend: guest.will_attend,
            confirmed_tickets: guest.confirmed_tickets,
            answered_at: guest.confirmed_at,
            changed_by: 'guest',
          },
        ])
      }
    }
  })

  it('sets the modification deadline to 2025-10-05 by default', async () => {
    const { rows } = await database().query<{ deadline: string }>(
      "select to_char(modification_deadline, 'YYYY-MM-DD') as deadline from public.rsvp_settings",
    )
    expect(rows).toEqual([{ deadline: '2025-10-05' }])
  })
})

describe('the rules the guest table keeps by itself', () => {
  it.each(['', 'ABCD', 'a1', '0-1', ' 01', 'Ñ1', 'A\n', '1 2', 'A', 'Z9', 'a1b'])(
    'rejects the human_key %j',
    async (key) => {
      await expect(insertKey(key)).rejects.toMatchObject(checkViolation)
    },
  )

  it.each(['A12', 'Z9Z', '999', '0AB'])('accepts the human_key %j', async (key) => {
    await expect(insertKey(key)).resolves.toBeUndefined()
  })

  it('keeps human_key unique', async () => {
    await expect(insertKey('001')).rejects.toMatchObject({ code: '23505' })
  })

  it('keeps confirmed_tickets at most available_tickets', async () => {
    await expect(
      attempt(
        "update public.rsvp_guests set will_attend = true, confirmed_tickets = 5 where human_key = '001'",
      ),
    ).rejects.toMatchObject(checkViolation)
    await expect(
      attempt("update public.rsvp_guests set available_tickets = 1 where human_key = '002'"),
    ).rejects.toMatchObject(checkViolation)
  })

  it('keeps confirmed_tickets at least 0', async () => {
    await expect(
      attempt("update public.rsvp_guests set confirmed_tickets = -1 where human_key = '001'"),
    ).rejects.toMatchObject(checkViolation)
  })

  it('rejects a decline that holds tickets', async () => {
    await expect(
      attempt("update public.rsvp_guests set confirmed_tickets = 1 where human_key = '003'"),
    ).rejects.toMatchObject(checkViolation)
  })

  it('rejects an acceptance with 0 tickets', async () => {
    await expect(
      attempt("update public.rsvp_guests set confirmed_tickets = 0 where human_key = '002'"),
    ).rejects.toMatchObject(checkViolation)
  })
})
