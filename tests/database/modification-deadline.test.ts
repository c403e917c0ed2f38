import type { PGlite } from '@electric-sql/pglite'
import { describe, expect, it } from 'vitest'
import { freshAddress } from './support/as-anon'
import { respondInvitation } from './support/guest-calls'
import { guestRow, historyOf, setDeadline, utcDate } from './support/owner-queries'
import { expectRsvpError } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

const database = seededDatabase()

const respond = (key: string, willAttend: boolean, tickets: number) =>
  respondInvitation(database(), freshAddress(), key, willAttend, tickets)

/** respond_invitation as anon in a session whose time zone is not UTC. */
function respondInTimeZone(db: PGlite, timeZone: string, key: string, tickets: number) {
  return db.transaction(async (tx) => {
    await tx.query("select set_config('request.headers', $1, true)", [
      JSON.stringify({ 'x-forwarded-for': freshAddress() }),
    ])
    await tx.query("select set_config('timezone', $1, true)", [timeZone])
    await tx.query('set local role anon')
    return tx.query('select public.respond_invitation($1::text, true, $2::integer)', [key, tickets])
  })
}

describe('the modification deadline', () => {
  it('lets an unanswered invitation answer after the deadline, once', async () => {
    await setDeadline(database(), '2025-10-05')
    expect(await respond('001', true, 2)).toMatchObject({ will_attend: true, confirmed_tickets: 2 })
    await expectRsvpError(respond('001', true, 3), 'rsvp_deadline_passed')
  })

  it('lets an answered invitation change before the deadline', async () => {
    await setDeadline(database(), await utcDate(database(), 30))
    expect(await respond('002', true, 3)).toMatchObject({ will_attend: true, confirmed_tickets: 3 })
    expect(await guestRow(database(), '002')).toMatchObject({ confirmed_tickets: 3 })
  })

  it('refuses to change an answered invitation after the deadline and keeps row and history', async () => {
    await setDeadline(database(), '2025-10-05')
    const row = await guestRow(database(), '003')
    const history = await historyOf(database(), '003')
    await expectRsvpError(respond('003', true, 1), 'rsvp_deadline_passed')
    expect(await guestRow(database(), '003')).toEqual(row)
    expect(await historyOf(database(), '003')).toEqual(history)
  })

  it("has passed once today's UTC date is the deadline (midnight UTC is behind us)", async () => {
    await setDeadline(database(), await utcDate(database(), 0))
    await expectRsvpError(respond('006', true, 1), 'rsvp_deadline_passed')
  })

  it("has not passed while tomorrow's UTC date is the deadline", async () => {
    await setDeadline(database(), await utcDate(database(), 1))
    expect(await respond('009', true, 2)).toMatchObject({ confirmed_tickets: 2 })
  })

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Mexico_City'])(
    'counts from midnight UTC even when the session time zone is %s',
    async (timeZone) => {
      await setDeadline(database(), await utcDate(database(), 0))
      await expectRsvpError(
        respondInTimeZone(database(), timeZone, '011', 1),
        'rsvp_deadline_passed',
      )
      await setDeadline(database(), await utcDate(database(), 1))
      await expect(respondInTimeZone(database(), timeZone, '014', 4)).resolves.toBeDefined()
    },
  )
})
