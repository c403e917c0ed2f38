import { describe, expect, it } from 'vitest'
import { runAsRole } from '../../server/rsvp/request-role'
import { freshAddress } from './support/as-anon'
import { addCoupleMember, callAsUser, coupleEmail, strangerEmail } from './support/as-couple'
import { findInvitation, respondInvitation } from './support/guest-calls'
import { guestRow, historyOf, setDeadline, utcDate } from './support/owner-queries'
import { expectRsvpError } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

// the deadline has passed: guests can no longer change an answer, the couple still can
const database = seededDatabase({}, async (db) => {
  await setDeadline(db, await utcDate(db, -1))
  await addCoupleMember(db, coupleEmail)
})

const resetAs = (key: string, claims: Record<string, unknown> = {}) =>
  runAsRole(database(), { role: 'service_role', claims }, (tx) =>
    tx.query<{ result: unknown }>('select public.couple_clear_answer($1) as result', [key]),
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

  it('says couple_not_answered for an invitation without an answer, and couple_not_found for an unknown one', async () => {
    await expect(resetAs('010')).rejects.toMatchObject({ message: 'couple_not_answered' })
    await expect(resetAs('ZZZ')).rejects.toMatchObject({ message: 'couple_not_found' })
  })
})

describe('the couple in the dashboard, through the same functions', () => {
  it('clears an answer as the signed-in member, named in lower case in the history', async () => {
    // 009, 011 and 014 answered in the seed; 012 did not
    await callAsUser(database(), 'Novios@Example.COM', `public.couple_clear_answer(' 009')`)
    expect(await guestRow(database(), '009')).toMatchObject({ will_attend: null })
    const history = await historyOf(database(), '009')
    expect(history.at(-1)).toMatchObject({ changed_by: 'couple', will_attend: null })
  })

  it('clears through couple_record_answer with no answer, and leaves an unanswered one alone', async () => {
    await callAsUser(database(), coupleEmail, `public.couple_record_answer('011', null, 0)`)
    expect(await guestRow(database(), '011')).toMatchObject({ will_attend: null })
    const entries = (await historyOf(database(), '012')).length
    await callAsUser(database(), coupleEmail, `public.couple_record_answer('012', null, 0)`)
    expect(await historyOf(database(), '012')).toHaveLength(entries)
  })

  it('finds a number typed with a no-break space or a zero-width space, as the guest functions do', async () => {
    const updated = await callAsUser<{ family_name: string }>(
      database(),
      coupleEmail,
      `public.couple_update_invitation(E'\\u00a0013\\u200b', 'Familia Trece', null, 4)`,
    )
    expect(updated.family_name).toBe('Familia Trece')
  })

  it('lets another signed-in user clear nothing', async () => {
    await expect(
      callAsUser(database(), strangerEmail, `public.couple_clear_answer('014')`),
    ).rejects.toMatchObject({ message: 'couple_not_found' })
    expect(await guestRow(database(), '014')).toMatchObject({ will_attend: true })
  })
})
