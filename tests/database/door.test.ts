import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { addCoupleMember, callAsUser, coupleEmail, strangerEmail } from './support/as-couple'
import { expectDenied } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

const doorEmail = 'puerta@example.com'
const database = seededDatabase({}, async (db) => {
  await addCoupleMember(db, coupleEmail)
  await db.query('insert into public.door_helpers (email) values ($1)', [doorEmail])
})

const atTheDoor = <T>(call: string, params: unknown[] = []) =>
  callAsUser<T>(database(), doorEmail, call, params)
const arrive = (id: string, key: string, people: number, extra = false) =>
  atTheDoor<number>('public.door_record_arrival($1, $2, $3, $4, $5)', [
    id,
    key,
    people,
    extra,
    new Date().toISOString(),
  ])

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

  it('takes people beyond the pases as an extra when the helper confirmed it', async () => {
    expect(await arrive(randomUUID(), '009', 1)).toBe(1)
    expect(await arrive(randomUUID(), '009', 1, true)).toBe(2)
    const list = await atTheDoor<
      { human_key: string; arrived: number; extra: number; conflicts: number }[]
    >('public.door_guest_list()')
    expect(list.find((family) => family.human_key === '009')).toMatchObject({
      arrived: 2,
      extra: 1,
      conflicts: 0,
    })
  })

  it('lets a door helper read nothing of the couple’s and change nothing', async () => {
    expect(await atTheDoor('public.couple_invitations()')).toEqual([])
    expect(await atTheDoor('public.couple_invitation_history($1)', ['002'])).toEqual([])
    await expect(
      atTheDoor('public.couple_seat_invitation($1, $2)', ['002', null]),
    ).rejects.toMatchObject({
      message: 'couple_not_found',
    })
  })

  it('refuses a signed-in stranger', async () => {
    await expectDenied(callAsUser(database(), strangerEmail, 'public.door_guest_list()'))
    await expectDenied(
      callAsUser(database(), strangerEmail, 'public.door_record_arrival($1, $2, 1, false, now())', [
        randomUUID(),
        '002',
      ]),
    )
  })
})
