import { describe, expect, it } from 'vitest'
import { runAsRole } from '../../server/rsvp/request-role'
import { freshAddress } from './support/as-anon'
import { findInvitation, respondInvitation } from './support/guest-calls'
import { guestRow, historyOf, setDeadline, utcDate } from './support/owner-queries'
import { expectRsvpError } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

// the deadline has passed: guests can no longer change an answer, the couple still can
const database = seededDatabase({}, async (db) => setDeadline(db, await utcDate(db, -1)))

const resetAs = (key: string, claims: Record<string, unknown> = {}) =>
  runAsRole(database(), { role: 'service_role', claims }, (tx) =>
    tx.query<{ result: unknown }>('select public.reset_invitation_answer($1) as result', [key]),
  )

describe('the couple clearing an answer', () => {
  it('clears an answer after the deadline, and the family can answer again', async () => {
    await expectRsvpError(
      respondInvitation(database(), freshAddress(), '006', false, 0),
      'rsvp_deadline_passed',
    )
    await resetAs('006')
    expect(await guestRow(database(), '006')).toMatchObject({
      will_attend: null,
      confirmed_tickets: 0,
      confirmed_at: null,
    })
    expect(await findInvitation(database(), freshAddress(), '006')).toMatchObject({
      will_attend: null,
    })
    expect(await respondInvitation(database(), freshAddress(), '006', false, 0)).toMatchObject({
      will_attend: false,
    })
  })

  it('records in the history who changed what: the guest, then the couple with their email', async () => {
    await respondInvitation(database(), freshAddress(), '008', true, 3)
    await resetAs(' 008\t', { email: 'novios@example.com' })
    const history = await historyOf(database(), '008')
    expect(
      history.map(({ will_attend, confirmed_tickets, changed_by }) => ({
        will_attend,
        confirmed_tickets,
        changed_by,
      })),
    ).toEqual([
      { will_attend: true, confirmed_tickets: 3, changed_by: 'guest' },
      { will_attend: null, confirmed_tickets: 0, changed_by: 'couple' },
    ])
    const { rows } = await database().query<{ changed_by_email: string | null }>(
      `select h.changed_by_email from public.rsvp_history h join public.rsvp_guests g on g.id = h.guest_id
       where g.human_key = '008' order by h.id`,
    )
    expect(rows.map((row) => row.changed_by_email)).toEqual([null, 'novios@example.com'])
  })

  it('says rsvp_not_answered for an invitation without an answer, and rsvp_not_found for an unknown one', async () => {
    await expect(resetAs('010')).rejects.toMatchObject({ message: 'rsvp_not_answered' })
    await expect(resetAs('ZZZ')).rejects.toMatchObject({ message: 'rsvp_not_found' })
  })
})
