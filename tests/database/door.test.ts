import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readPublicFunctions } from '../../server/rsvp/rpc-functions'
import { runAsRole } from '../../server/rsvp/request-role'
import { requestHeaders } from '../../server/rsvp/run-rpc'
import { asAnon, freshAddress } from './support/as-anon'
import {
  addCoupleMember,
  answerStatement,
  callAsUser,
  coupleEmail,
  strangerEmail,
} from './support/as-couple'
import { findInvitation } from './support/guest-calls'
import { expectDenied } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

const doorEmail = 'puerta@example.com'
// the demo's numbers: nothing a door account downloads or calls may hold one
const demoNumbers = Array.from({ length: 16 }, (_, index) => String(index + 1).padStart(3, '0'))
const doorIds = new Map<string, string>()
const tokens = new Map<string, string>()

const database = seededDatabase({}, async (db) => {
  await addCoupleMember(db, coupleEmail)
  await db.query('insert into public.door_helpers (email) values ($1)', [doorEmail])
  await db.query(
    "update public.rsvp_guests set message = 'Mensaje secreto', song = 'Canción secreta' where human_key = '002'",
  )
  const { rows } = await db.query<{ human_key: string; door_id: string; pase_token: string }>(
    'select human_key, door_id, pase_token from public.rsvp_guests',
  )
  for (const row of rows) {
    doorIds.set(row.human_key, row.door_id)
    tokens.set(row.human_key, row.pase_token)
  }
})

const doorIdOf = (humanKey: string) => doorIds.get(humanKey) as string

/** A door helper's call, from the phone's address (the throttle counts by address). */
const atTheDoor = async <T>(call: string, params: unknown[] = [], address = '203.0.113.10') => {
  // read before the transaction: PGlite runs one at a time
  const statement = await answerStatement(database(), call)
  const result = await runAsRole(
    database(),
    {
      role: 'authenticated',
      claims: { sub: '00000000-0000-4000-8000-000000000002', email: doorEmail },
      headers: requestHeaders(address),
    },
    (tx) => tx.query<{ result: T }>(statement, params),
  )
  return result.rows[0]?.result as T
}
const arrive = (
  id: string,
  humanKey: string,
  people: number,
  extra = false,
  recordedAt: string | null = new Date().toISOString(),
) =>
  atTheDoor<number>('public.door_record_arrival($1, $2, $3, $4, $5)', [
    id,
    doorIdOf(humanKey),
    people,
    extra,
    recordedAt,
  ])

/** Every string anywhere in a JSON answer. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn)
  return []
}
const demoNumbersIn = (value: unknown) =>
  stringsIn(value).filter((text) => demoNumbers.includes(text.trim()))

describe('the door', () => {
  it('counts an arrival once however often a phone replays it', async () => {
    const id = randomUUID()
    expect(await arrive(id, '006', 1)).toBe(1)
    expect(await arrive(id, '006', 1)).toBe(1)
  })

  it('keeps both arrivals of two doors that did not know of each other, the second as a conflict', async () => {
    // 014 confirmed 3: each door lets 2 in while offline
    const [first, second] = await Promise.all([
      arrive(randomUUID(), '014', 2),
      arrive(randomUUID(), '014', 2),
    ])
    expect([first, second].sort()).toEqual([2, 4])
    const totals = await atTheDoor<{ conflicts: number }>('public.door_totals()')
    expect(totals.conflicts).toBe(1)
  })

  it('lets a door helper read nothing of the couple’s and change nothing', async () => {
    expect(await atTheDoor('public.couple_invitations()')).toEqual([])
    expect(await atTheDoor('public.couple_arrivals()')).toEqual([])
    expect(await atTheDoor('public.couple_invitation_history($1)', ['002'])).toEqual([])
    await expect(
      atTheDoor('public.couple_seat_invitation($1, $2)', ['002', null]),
    ).rejects.toMatchObject({ message: 'couple_not_found' })
  })

  it('refuses a signed-in stranger', async () => {
    await expectDenied(callAsUser(database(), strangerEmail, 'public.door_guest_list()'))
    await expectDenied(callAsUser(database(), strangerEmail, "public.door_find_number('002')"))
    await expectDenied(
      callAsUser(database(), strangerEmail, 'public.door_record_arrival($1, $2, 1, false, now())', [
        randomUUID(),
        doorIdOf('002'),
      ]),
    )
  })
})

describe('what a door account can download or call', () => {
  it('holds none of the 16 demo numbers in the list or the totals', async () => {
    const list = await atTheDoor<{ door_id: string; status: string }[]>('public.door_guest_list()')
    expect(list).toHaveLength(16)
    expect(demoNumbersIn(list)).toEqual([])
    expect(JSON.stringify(list)).not.toMatch(/human_key|pase_token|message|song|phone/)
    expect(demoNumbersIn(await atTheDoor('public.door_totals()'))).toEqual([])
  })

  it('learns no number from any function of the API, called as the door with nothing to go on', async () => {
    const leaks: string[] = []
    for (const fn of await readPublicFunctions(database())) {
      const args = fn.argTypes.map((type) => `null::${type}`).join(', ')
      const answer = await atTheDoor<unknown>(
        `public.${fn.name}(${args})`,
        [],
        freshAddress(),
      ).then(
        (result) => result,
        (error: { message?: string; detail?: string; hint?: string }) => [
          error.message,
          error.detail,
          error.hint,
        ],
      )
      if (demoNumbersIn(answer).length > 0) leaks.push(fn.name)
    }
    expect(leaks).toEqual([])
  })

  it('answers nothing about another family for an arrival id already used', async () => {
    const id = randomUUID()
    expect(await arrive(id, '009', 1)).toBe(1)
    for (const other of demoNumbers.filter((number) => number !== '009')) {
      const error = await arrive(id, other, 1).then(
        () => null,
        (refused: { message: string; detail?: string }) => refused,
      )
      expect(error?.message).toBe('door_arrival_reused')
      expect(demoNumbersIn([error?.message, error?.detail])).toEqual([])
    }
    const list = await atTheDoor<{ door_id: string; arrived: number }[]>('public.door_guest_list()')
    expect(list.find((family) => family.door_id === doorIdOf('002'))?.arrived).toBe(0)
  })

  it('looks a number up only under the guests’ throttle, and answers only a door id', async () => {
    const address = freshAddress()
    const findFrom = (number: string) =>
      atTheDoor<{ door_id: string } | null>('public.door_find_number($1)', [number], address)
    expect(await findFrom('5')).toEqual({ door_id: doorIdOf('005') })
    const answers: unknown[] = []
    let refused = 0
    for (let attempt = 0; attempt < 40; attempt += 1) {
      await findFrom(`X${String(attempt).padStart(2, '0')}`).then(
        (answer) => answers.push(answer),
        (error: { message: string }) => {
          expect(error.message).toBe('rsvp_too_many_attempts')
          refused += 1
        },
      )
    }
    expect(answers).toEqual(Array(10).fill(null))
    expect(refused).toBe(30)
    // a right number is refused too, once the bucket is: the refusal says nothing of it
    await expect(findFrom('002')).rejects.toMatchObject({ message: 'rsvp_too_many_attempts' })
  })
})

describe('what the database refuses at the door', () => {
  it('stops 20 calls of 50 extras on a one-pase family at the cap', async () => {
    // 009 has one pase; an earlier test let it in
    const totals: number[] = []
    const refusals: string[] = []
    for (let call = 0; call < 20; call += 1) {
      await arrive(randomUUID(), '009', 50, true).then(
        (total) => totals.push(total),
        (error: { message: string }) => refusals.push(error.message),
      )
    }
    expect(totals).toEqual([])
    expect(refusals).toEqual(Array(20).fill('door_extra_limit'))
    // within the cap, one at a time, up to 10 beyond the pase and no further
    for (let call = 0; call < 10; call += 1) await arrive(randomUUID(), '009', 1, true)
    await expect(arrive(randomUUID(), '009', 1, true)).rejects.toMatchObject({
      message: 'door_extra_limit',
    })
    await expect(arrive(randomUUID(), '009', 1, false)).rejects.toMatchObject({
      message: 'door_extra_limit',
    })
    const list = await atTheDoor<{ door_id: string; arrived: number }[]>('public.door_guest_list()')
    expect(list.find((family) => family.door_id === doorIdOf('009'))?.arrived).toBe(11)
  })

  it('follows the couple’s cap', async () => {
    expect(
      await callAsUser(database(), coupleEmail, 'public.couple_set_door_extra_limit(1)'),
    ).toEqual({ door_extra_limit: 1 })
    try {
      expect(await arrive(randomUUID(), '002', 3, true)).toBe(3)
      await expect(arrive(randomUUID(), '002', 1, true)).rejects.toMatchObject({
        message: 'door_extra_limit',
      })
    } finally {
      await callAsUser(database(), coupleEmail, 'public.couple_set_door_extra_limit(10)')
    }
    await expectDenied(callAsUser(database(), doorEmail, 'public.couple_set_door_extra_limit(50)'))
  })

  it('refuses declined and unanswered families unless the helper marks them extra', async () => {
    for (const number of ['003', '011', '001', '016']) {
      await expect(arrive(randomUUID(), number, 1)).rejects.toMatchObject({
        message: 'door_not_confirmed',
      })
    }
    expect(await arrive(randomUUID(), '003', 1, true)).toBe(1)
  })

  it.each([['1900-01-01T00:00:00Z'], ['-infinity'], ['infinity'], [null]])(
    'keeps an arrival dated %s within the last day',
    async (recordedAt) => {
      const id = randomUUID()
      await arrive(id, '006', 1, false, recordedAt)
      const { rows } = await database().query<{ within: boolean }>(
        `select recorded_at between received_at - interval '1 day' and received_at as within
         from public.rsvp_arrivals where id = $1`,
        [id],
      )
      expect(rows[0]?.within).toBe(true)
    },
  )
})

describe('the pase', () => {
  const findPase = async (token: string) => {
    const { rows } = await asAnon<{ result: Record<string, unknown> | null }>(
      database(),
      freshAddress(),
      'select public.find_pase($1) as result',
      [token],
    )
    return rows[0]?.result ?? null
  }

  it('opens read-only for anyone with its token, never the number, message or song', async () => {
    const pase = await findPase(tokens.get('002') as string)
    expect(pase).toMatchObject({ family_name: 'Familia López Martínez', confirmed_tickets: 2 })
    expect(Object.keys(pase ?? {}).sort()).toEqual([
      'confirmed_tickets',
      'event_keys',
      'family_chief',
      'family_name',
      'people',
      'person_tables',
      'table_name',
    ])
    expect(JSON.stringify(pase)).not.toMatch(/002|Mensaje secreto|Canción secreta/)
  })

  it('opens nothing for what a door account holds: door ids and pase hashes', async () => {
    const list = await atTheDoor<{ door_id: string; pase_hash: string | null }[]>(
      'public.door_guest_list()',
    )
    for (const family of list) {
      expect(await findPase(family.door_id)).toBeNull()
      if (family.pase_hash) expect(await findPase(family.pase_hash)).toBeNull()
    }
  })

  it('is the family’s own to read with its number, once it confirmed', async () => {
    const tokenOf = async (number: string) =>
      (
        (await findInvitation(database(), freshAddress(), number)) as {
          pase_token?: unknown
        } | null
      )?.pase_token
    expect(await tokenOf('006')).toBe(tokens.get('006'))
    expect(await tokenOf('003')).toBeNull()
    expect(await findPase(tokens.get('003') as string)).toBeNull()
  })
})
