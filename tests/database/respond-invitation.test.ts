import { describe, expect, it } from 'vitest'
import { asAnon, freshAddress } from './support/as-anon'
import { findInvitation, respondInvitation, respondOrNull } from './support/guest-calls'
import {
  allGuests,
  guestRow,
  historyCount,
  historyOf,
  setDeadline,
  utcDate,
} from './support/owner-queries'
import { expectDenied, expectRsvpError } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

// answered invitations may change here; the deadline itself has its own file
const database = seededDatabase({}, async (db) => setDeadline(db, await utcDate(db, 30)))

// 010 has 6 tickets; every fifth answer is a decline
const answers = Array.from({ length: 50 }, (_, i) =>
  i % 5 === 4 ? { willAttend: false, tickets: 0 } : { willAttend: true, tickets: (i % 6) + 1 },
)

const respond = (key: string, willAttend: boolean | null, tickets: number | null) =>
  respondInvitation(database(), freshAddress(), key, willAttend, tickets)

describe('respond_invitation', () => {
  it.each([1, 2, 3, 4])('stores an acceptance with %i of 4 tickets', async (tickets) => {
    const record = await respond('001', true, tickets)
    expect(record).toMatchObject({
      human_key: '001',
      will_attend: true,
      confirmed_tickets: tickets,
    })
    expect(await guestRow(database(), '001')).toMatchObject({
      will_attend: true,
      confirmed_tickets: tickets,
    })
  })

  it('sets confirmed_at to the time of the answer and returns the updated record', async () => {
    const before = Date.now()
    const record = await respond('004', true, 1)
    const after = Date.now()
    const confirmedAt = Date.parse(record.confirmed_at ?? '')
    expect(confirmedAt).toBeGreaterThanOrEqual(before - 2_000)
    expect(confirmedAt).toBeLessThanOrEqual(after + 2_000)
    expect((await guestRow(database(), '004')).confirmed_at?.getTime()).toBe(confirmedAt)
    expect(record).toStrictEqual(await findInvitation(database(), freshAddress(), '004'))
  })

  it.each([0, 5, -1, null])(
    'rejects attending with %s of 4 tickets as rsvp_invalid_tickets and leaves the row unchanged',
    async (tickets) => {
      const before = await guestRow(database(), '007')
      await expectRsvpError(respond('007', true, tickets), 'rsvp_invalid_tickets')
      expect(await guestRow(database(), '007')).toEqual(before)
    },
  )

  it.each([0, null])('stores 0 tickets for a decline sent with %s tickets', async (tickets) => {
    const record = await respond('005', false, tickets)
    expect(record).toMatchObject({ will_attend: false, confirmed_tickets: 0 })
    expect(await guestRow(database(), '005')).toMatchObject({
      will_attend: false,
      confirmed_tickets: 0,
    })
  })

  it('releases the tickets when an acceptance becomes a decline', async () => {
    await respond('008', true, 3)
    await respond('008', false, 0)
    expect(await guestRow(database(), '008')).toMatchObject({
      will_attend: false,
      confirmed_tickets: 0,
    })
  })

  it.each([1, 3])(
    'rejects a decline with %i tickets as rsvp_invalid_tickets and leaves the row unchanged',
    async (tickets) => {
      const before = await guestRow(database(), '012')
      await expectRsvpError(respond('012', false, tickets), 'rsvp_invalid_tickets')
      expect(await guestRow(database(), '012')).toEqual(before)
    },
  )

  it.each([1, 0, null])(
    'rejects an answer without will_attend (tickets %s) as rsvp_invalid_tickets',
    async (tickets) => {
      const before = await guestRow(database(), '013')
      await expectRsvpError(respond('013', null, tickets), 'rsvp_invalid_tickets')
      expect(await guestRow(database(), '013')).toEqual(before)
    },
  )

  it.each(['999', 'ZZZ', '', '0015'])(
    'answers null for the unknown key "%s", like find_invitation',
    async (key) => {
      expect(await respondOrNull(database(), freshAddress(), key, true, 1)).toBeNull()
    },
  )

  it('trims and upper-cases the key like find_invitation', async () => {
    expect((await respond('  015 ', true, 2)).human_key).toBe('015')
  })

  it('answers null for SQL in the key and changes nothing', async () => {
    const guests = await allGuests(database())
    const history = await historyCount(database())
    for (const key of ["015'; delete from public.rsvp_guests; --", "' or '1'='1"]) {
      expect(await respondOrNull(database(), freshAddress(), key, true, 1)).toBeNull()
    }
    expect(await allGuests(database())).toEqual(guests)
    expect(await historyCount(database())).toBe(history)
  })
})

describe('the answer history', () => {
  it('appends exactly one row per accepted answer with guest, will_attend, tickets and time', async () => {
    const guest = await guestRow(database(), '014')
    const before = await historyOf(database(), '014')
    const first = await respond('014', true, 4)
    const second = await respond('014', false, null)
    const history = await historyOf(database(), '014')
    expect(history).toHaveLength(before.length + 2)
    expect(history.slice(-2)).toEqual([
      {
        guest_id: guest.id,
        will_attend: true,
        confirmed_tickets: 4,
        answered_at: new Date(first.confirmed_at ?? ''),
        changed_by: 'guest',
      },
      {
        guest_id: guest.id,
        will_attend: false,
        confirmed_tickets: 0,
        answered_at: new Date(second.confirmed_at ?? ''),
        changed_by: 'guest',
      },
    ])
  })

  it('appends nothing for rejected answers', async () => {
    const before = await historyCount(database())
    await expectRsvpError(respond('016', true, 4), 'rsvp_invalid_tickets')
    await expectRsvpError(respond('016', true, 0), 'rsvp_invalid_tickets')
    await expectRsvpError(respond('016', false, 2), 'rsvp_invalid_tickets')
    await expectRsvpError(respond('016', null, null), 'rsvp_invalid_tickets')
    expect(await respondOrNull(database(), freshAddress(), 'UNK', true, 1)).toBeNull()
    expect(await historyCount(database())).toBe(before)
  })

  it('is not readable by anon', async () => {
    await expectDenied(
      asAnon(database(), freshAddress(), 'select guest_id, will_attend from public.rsvp_history'),
    )
  })
})

describe('concurrent answers to one invitation', () => {
  it('leave a consistent row and exactly one history row each', async () => {
    const before = await historyOf(database(), '010')
    const records = await Promise.all(
      answers.map(({ willAttend, tickets }) =>
        respondInvitation(database(), freshAddress(), '010', willAttend, tickets),
      ),
    )
    records.forEach((record, i) =>
      expect(record).toMatchObject({
        will_attend: answers[i]?.willAttend,
        confirmed_tickets: answers[i]?.tickets,
      }),
    )

    const row = await guestRow(database(), '010')
    expect(answers).toContainEqual({ willAttend: row.will_attend, tickets: row.confirmed_tickets })
    expect(row.confirmed_at).toBeInstanceOf(Date)

    const history = (await historyOf(database(), '010')).slice(before.length)
    expect(history).toHaveLength(50)
    expect(history.at(-1)).toMatchObject({
      will_attend: row.will_attend,
      confirmed_tickets: row.confirmed_tickets,
      answered_at: row.confirmed_at,
    })
  })
})
