import { describe, expect, it } from 'vitest'
import { asAnon, freshAddress } from './support/as-anon'
import { findInvitation, respondInvitation, respondOrNull } from './support/guest-calls'
import { addPastFailures } from './support/lookup-failures'
import { failureCount, guestRow, setDeadline, utcDate } from './support/owner-queries'
import { expectRsvpError } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

const database = seededDatabase({}, async (db) => setDeadline(db, await utcDate(db, 30)))

/** How many failures in the last 15 minutes the whole table holds. */
async function recentFailures(): Promise<number> {
  const { rows } = await database().query<{ count: number }>(
    "select count(*)::int as count from public.rsvp_lookup_failures where failed_at > now() - interval '15 minutes'",
  )
  return rows[0]?.count ?? 0
}

describe('an unknown number in respond_invitation', () => {
  it('records a failure that stays after the call', async () => {
    const address = freshAddress()
    expect(await respondOrNull(database(), address, 'QQ1', true, 1)).toBeNull()
    expect(await failureCount(database(), address)).toBe(1)
  })

  it('is refused by the 11th of 14 calls, and then a right number is refused through both functions', async () => {
    const address = freshAddress()
    const answers: string[] = []
    for (let i = 0; i < 14; i += 1) {
      answers.push(
        await respondOrNull(database(), address, `Q${i}`, true, 1).then(
          (result) => (result === null ? 'null' : 'found'),
          (error: { message: string }) => error.message,
        ),
      )
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('null'))
    expect(answers.slice(10)).toEqual(Array(4).fill('rsvp_too_many_attempts'))
    await expectRsvpError(findInvitation(database(), address, '005'), 'rsvp_too_many_attempts')
    await expectRsvpError(
      respondInvitation(database(), address, '005', true, 1),
      'rsvp_too_many_attempts',
    )
    expect(await guestRow(database(), '005')).toMatchObject({ will_attend: null })
  })

  it('shares one count with find_invitation', async () => {
    const address = freshAddress()
    for (let i = 0; i < 5; i += 1) await findInvitation(database(), address, `W${i}`)
    for (let i = 0; i < 5; i += 1) await respondOrNull(database(), address, `W${i}`, false, 0)
    await expectRsvpError(findInvitation(database(), address, '001'), 'rsvp_too_many_attempts')
  })
})

describe('the failure table', () => {
  it('forgets failures older than a day as new ones arrive, and keeps the day for its budget', async () => {
    const old = freshAddress()
    const earlier = freshAddress()
    await addPastFailures(database(), old, 5, '24 hours 1 minute')
    await addPastFailures(database(), earlier, 5, '16 minutes')
    await findInvitation(database(), freshAddress(), 'PU1')
    expect(await failureCount(database(), old)).toBe(0)
    expect(await failureCount(database(), earlier)).toBe(5)
  })
})

describe('the daily budget of an address', () => {
  it('refuses an address that missed 30 times in 24 hours, however slowly', async () => {
    const patient = freshAddress()
    await addPastFailures(database(), patient, 29, '3 hours')
    expect(await findInvitation(database(), patient, '001')).not.toBeNull()
    expect(await findInvitation(database(), patient, 'DY1')).toBeNull()
    await expectRsvpError(findInvitation(database(), patient, '001'), 'rsvp_too_many_attempts')
  })
})

describe('the global ceiling: a sweep spread over many addresses', () => {
  const spread = Array.from({ length: 100 }, () => freshAddress())

  async function sweepUnderWay() {
    for (const address of spread) await addPastFailures(database(), address, 1, '1 minute')
    expect(await recentFailures()).toBeGreaterThanOrEqual(100)
  }

  async function sweepOver() {
    await database().query(
      'delete from public.rsvp_lookup_failures where client_address = any($1)',
      [spread],
    )
  }

  it('gives each address one miss per window once 100 misses happened in 15 minutes', async () => {
    await sweepUnderWay()
    const sweeper = freshAddress()
    expect(await findInvitation(database(), sweeper, 'SW1')).toBeNull()
    await expectRsvpError(findInvitation(database(), sweeper, 'SW2'), 'rsvp_too_many_attempts')
    await expectRsvpError(findInvitation(database(), sweeper, '007'), 'rsvp_too_many_attempts')
    await sweepOver()
  })

  it('never refuses a right number from an address without misses of its own', async () => {
    await sweepUnderWay()
    for (let i = 0; i < 5; i += 1) {
      const guest = freshAddress()
      expect(await findInvitation(database(), guest, '007')).toMatchObject({ human_key: '007' })
      expect(await respondInvitation(database(), guest, '007', true, 2)).toMatchObject({
        confirmed_tickets: 2,
      })
    }
    await sweepOver()
  })

  it('refuses, while the ceiling holds, an address that already missed in the window', async () => {
    const typist = freshAddress()
    await addPastFailures(database(), typist, 2, '5 minutes')
    expect(await findInvitation(database(), typist, '007')).not.toBeNull()
    await sweepUnderWay()
    await expectRsvpError(findInvitation(database(), typist, '007'), 'rsvp_too_many_attempts')
    await sweepOver()
    expect(await findInvitation(database(), typist, '007')).not.toBeNull()
  })
})

describe('what Supabase would expose by default', () => {
  it('does not let anon call a function added to public later, unless it is granted', async () => {
    await database().exec(
      'create function public.added_later() returns int language sql as $$ select 1 $$',
    )
    await expect(
      asAnon(database(), freshAddress(), 'select public.added_later()'),
    ).rejects.toMatchObject({ code: '42501' })
    await database().exec('grant execute on function public.added_later() to anon')
    const { rows } = await asAnon<{ one: number }>(
      database(),
      freshAddress(),
      'select public.added_later() as one',
    )
    expect(rows).toEqual([{ one: 1 }])
  })

  it.each(['rsvp_guests_id_seq', 'rsvp_history_id_seq', 'rsvp_lookup_failures_id_seq'])(
    'does not let anon move the sequence %s',
    async (sequence) => {
      await expect(
        asAnon(database(), freshAddress(), `select setval('public.${sequence}', 1)`),
      ).rejects.toMatchObject({ code: '42501' })
    },
  )

  it('does not let anon clear an answer', async () => {
    await expect(
      asAnon(database(), freshAddress(), "select public.couple_clear_answer('002')"),
    ).rejects.toMatchObject({ code: '42501' })
  })
})
