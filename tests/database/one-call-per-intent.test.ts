import { describe, expect, it } from 'vitest'
import { addCoupleMember, callAsUser, coupleEmail, strangerEmail } from './support/as-couple'
import { expectDenied } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

const doorEmail = 'puerta-intento@example.com'

const database = seededDatabase({}, async (db) => {
  await addCoupleMember(db, coupleEmail)
  await db.query('insert into public.door_helpers (email) values ($1)', [doorEmail])
  for (const [name, seats] of [
    ['Intento A', 8],
    ['Intento B', 6],
    ['Intento C', 4],
  ] as const) {
    await callAsUser(db, coupleEmail, 'public.couple_create_table($1, $2)', [name, seats])
  }
})

type Seated = {
  human_key: string
  table_name: string | null
  person_tables: { position: number; table_name: string }[]
}

const asCouple = <T>(call: string, params: unknown[] = []) =>
  callAsUser<T>(database(), coupleEmail, call, params)
const place = (key: string, table: string | null, positions: unknown[], tables: unknown[]) =>
  asCouple<Seated>('public.couple_place_family($1, $2, $3, $4)', [key, table, positions, tables])

/** Where a family sits, straight from the tables (not through the function under test). */
async function seatingOf(key: string) {
  const { rows } = await database().query<{ table_name: string | null; apart: string | null }>(
    `select t.name as table_name,
            (select string_agg(s.position || '@' || st.name, ',' order by s.position)
             from public.rsvp_person_seats s join public.rsvp_tables st on st.id = s.table_id
             where s.guest_id = g.id) as apart
     from public.rsvp_guests g left join public.rsvp_tables t on t.id = g.table_id
     where g.human_key = $1`,
    [key],
  )
  return rows[0]
}

const historyLength = async (key: string) =>
  (await asCouple<unknown[]>('public.couple_seating_history($1)', [key])).length

const refused = (call: Promise<unknown>, message: string) =>
  expect(call).rejects.toMatchObject({ code: 'P0001', message })

describe('placing a family in one call', () => {
  it('seats the family and its people apart together, and moves only what differs', async () => {
    const placed = await place('010', 'Intento A', [2, 5], ['Intento B', 'intento c'])
    expect(placed).toMatchObject({
      table_name: 'Intento A',
      person_tables: [
        { position: 2, table_name: 'Intento B' },
        { position: 5, table_name: 'Intento C' },
      ],
    })
    const before = await historyLength('010')
    await place('010', 'Intento A', [2, 5], ['Intento B', 'Intento C'])
    expect(await historyLength('010')).toBe(before)

    // a person «apart» at the family's own table is with the family
    expect(await place('010', 'Intento B', [2, 5], ['Intento B', 'Intento C'])).toMatchObject({
      table_name: 'Intento B',
      person_tables: [{ position: 5, table_name: 'Intento C' }],
    })
    expect(await place('010', null, [], [])).toMatchObject({ table_name: null, person_tables: [] })
    expect(await seatingOf('010')).toEqual({ table_name: null, apart: null })
  })

  it('refuses a bad list of people apart and stores nothing of the call', async () => {
    await place('007', 'Intento A', [1], ['Intento B'])
    const unchanged = { table_name: 'Intento A', apart: '1@Intento B' }
    const attacks: [unknown[], unknown[], string][] = [
      [[2, null], ['Intento B', 'Intento C'], 'couple_invalid_table'],
      [[2, 3], ['Intento B', null], 'couple_invalid_table'],
      [[2, 3], ['Intento B', '  '], 'couple_invalid_table'],
      [[2, 2], ['Intento B', 'Intento C'], 'couple_invalid_table'],
      [[0], ['Intento B'], 'couple_invalid_table'],
      [[5], ['Intento B'], 'couple_invalid_table'],
      [[2], ['Intento B', 'Intento C'], 'couple_invalid_table'],
      [[2, 3], ['Intento C', 'Mesa que no existe'], 'couple_table_not_found'],
    ]
    for (const [positions, tables, message] of attacks) {
      await refused(place('007', 'Intento C', positions, tables), message)
      expect(await seatingOf('007')).toEqual(unchanged)
    }
    await refused(place('007', 'Mesa que no existe', [], []), 'couple_table_not_found')
    expect(await seatingOf('007')).toEqual(unchanged)
  })

  it('refuses a huge list before looking anything up', async () => {
    const huge = Array.from({ length: 100_000 }, (_, index) => index + 1)
    const started = performance.now()
    await refused(
      place(
        '008',
        'Intento A',
        huge,
        huge.map(() => 'Intento B'),
      ),
      'couple_invalid_table',
    )
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(await seatingOf('008')).toEqual({ table_name: null, apart: null })
  })

  it('refuses a family that does not exist', async () => {
    await refused(place('999', 'Intento A', [], []), 'couple_not_found')
    await refused(place(null as unknown as string, 'Intento A', [], []), 'couple_not_found')
  })

  it('lets no one but the couple place a family', async () => {
    for (const email of [strangerEmail, doorEmail]) {
      await refused(
        callAsUser(database(), email, 'public.couple_place_family($1, $2, $3, $4)', [
          '012',
          'Intento A',
          [1],
          ['Intento B'],
        ]),
        'couple_not_found',
      )
    }
    expect(await seatingOf('012')).toEqual({ table_name: null, apart: null })
  })
})

describe('seating families automatically in one call', () => {
  const seatAll = (keys: unknown[], tables: unknown[], email = coupleEmail) =>
    callAsUser<Seated[]>(database(), email, 'public.couple_seat_families($1, $2)', [keys, tables])

  it('seats each family whole at its table and answers them as seated', async () => {
    await place('013', 'Intento C', [2], ['Intento B'])
    const seated = await seatAll(['013', '015'], ['Intento A', 'intento b'])
    expect(
      seated.map(({ human_key, table_name, person_tables }) => [
        human_key,
        table_name,
        person_tables,
      ]),
    ).toEqual([
      ['013', 'Intento A', []],
      ['015', 'Intento B', []],
    ])
  })

  it('seats none of them when one cannot be seated', async () => {
    const attacks: [unknown[], unknown[], string][] = [
      [['016', '999'], ['Intento A', 'Intento A'], 'couple_not_found'],
      [['016', null], ['Intento A', 'Intento A'], 'couple_invalid_table'],
      [['016', '004'], ['Intento A', null], 'couple_invalid_table'],
      [['016', '004'], ['Intento A', 'Mesa que no existe'], 'couple_table_not_found'],
      [['016', ' 016 '], ['Intento A', 'Intento B'], 'couple_invalid_table'],
      [['016'], ['Intento A', 'Intento B'], 'couple_invalid_table'],
      [Array.from({ length: 50_000 }, () => '016'), [], 'couple_invalid_table'],
    ]
    for (const [keys, tables, message] of attacks) {
      await refused(seatAll(keys, tables), message)
      expect(await seatingOf('016')).toEqual({ table_name: null, apart: null })
    }
  })

  it('lets no one but the couple seat families', async () => {
    for (const email of [strangerEmail, doorEmail]) {
      await expect(seatAll(['004'], ['Intento A'], email)).rejects.toMatchObject({ code: 'P0001' })
    }
    expect(await seatingOf('004')).toEqual({ table_name: null, apart: null })
  })
})

describe('the import with its tables in one call', () => {
  const importRows = (
    rows: object[],
    newTables: unknown[],
    seatNumbers: unknown[],
    seatTables: unknown[],
    email = coupleEmail,
  ) =>
    callAsUser(database(), email, 'public.couple_import_invitations($1::json, $2, $3, $4, $5)', [
      JSON.stringify(rows),
      true,
      newTables,
      seatNumbers,
      seatTables,
    ])
  const row = (humanKey: string) => ({
    human_key: humanKey,
    family_name: `Familia ${humanKey}`,
    family_chief: null,
    available_tickets: 2,
  })

  it('creates the tables and seats the families with the invitations', async () => {
    expect(
      await importRows([row('901')], ['Importada'], ['901', '011'], ['importada', 'Intento A']),
    ).toEqual({ inserted: 1, updated: 0 })
    expect(await seatingOf('901')).toEqual({ table_name: 'Importada', apart: null })
    expect(await seatingOf('011')).toEqual({ table_name: 'Intento A', apart: null })
    const { rows } = await database().query<{ seats: number }>(
      "select seats from public.rsvp_tables where name = 'Importada'",
    )
    expect(rows).toEqual([{ seats: 10 }])
  })

  it('stores nothing when a seat or a table is refused', async () => {
    const attacks: [unknown[], unknown[], unknown[], string][] = [
      [['Otra importada'], ['902'], ['Mesa que no existe'], 'couple_table_not_found'],
      [['Otra importada', null], [], [], 'couple_invalid_table'],
      [['Intento A'], [], [], 'couple_table_exists'],
      [[], ['902', '999'], ['Intento A', 'Intento A'], 'couple_not_found'],
      [[], ['902', null], ['Intento A', 'Intento A'], 'couple_invalid_table'],
    ]
    for (const [newTables, numbers, tables, message] of attacks) {
      await refused(importRows([row('902')], newTables, numbers, tables), message)
      const { rows } = await database().query(
        "select 1 from public.rsvp_guests where human_key = '902' union all select 1 from public.rsvp_tables where name = 'Otra importada'",
      )
      expect(rows).toEqual([])
    }
  })

  it('still imports without tables, as the dashboard calls it', async () => {
    expect(
      await asCouple('public.couple_import_invitations($1::json, $2)', [
        JSON.stringify([row('903')]),
        false,
      ]),
    ).toEqual({ inserted: 1, updated: 0 })
  })

  it('lets a stranger import nothing', async () => {
    await expect(importRows([row('904')], ['Ajena'], [], [], strangerEmail)).rejects.toThrow()
    const { rows } = await database().query(
      "select 1 from public.rsvp_guests where human_key = '904' union all select 1 from public.rsvp_tables where name = 'Ajena'",
    )
    expect(rows).toEqual([])
  })
})

describe("the door's day in one call", () => {
  it('answers the list and the tally together', async () => {
    const day = await callAsUser<{ families: unknown; totals: unknown }>(
      database(),
      doorEmail,
      'public.door_day()',
    )
    expect(day.families).toEqual(
      await callAsUser(database(), doorEmail, 'public.door_guest_list()'),
    )
    expect(day.totals).toEqual(await callAsUser(database(), doorEmail, 'public.door_totals()'))
    expect(Array.isArray(day.families) && day.families.length).toBeGreaterThan(0)
  })

  it('answers a signed-in stranger nothing', async () => {
    await expectDenied(callAsUser(database(), strangerEmail, 'public.door_day()'))
  })
})
