import { describe, expect, it } from 'vitest'
import { asAnon, freshAddress } from './support/as-anon'
import { addCoupleMember, callAsUser, coupleEmail, strangerEmail } from './support/as-couple'
import { respondInvitation } from './support/guest-calls'
import { expectDenied } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

const partnerEmail = 'novia@example.com'

const database = seededDatabase({}, async (db) => {
  await addCoupleMember(db, coupleEmail)
  await addCoupleMember(db, partnerEmail)
})

type Visit = { seen_through: string; visited_at: string }
type Listed = {
  human_key: string
  news: 'new' | 'changed' | null
  guest_answered_at: string | null
}

// a fixed clock: the seed's answers are from August to October 2025, the visit comes after them
const lastVisit = '2025-10-02T00:00:00+00:00'

const markSeen = (email: string, seenThrough: string | null) =>
  callAsUser<Visit>(database(), email, 'public.couple_mark_seen($1::timestamptz)', [seenThrough])

const visitOf = (email: string) =>
  callAsUser<Visit | null>(database(), email, 'public.couple_last_visit()')

async function marks(email: string): Promise<Record<string, Listed['news']>> {
  const list = await callAsUser<Listed[]>(database(), email, 'public.couple_invitations()')
  return Object.fromEntries(
    list.filter((row) => row.news !== null).map((row) => [row.human_key, row.news]),
  )
}

/** An entry of the history at a fixed time, as an answer through the family's link writes it. */
async function answered(
  key: string,
  at: string,
  willAttend: boolean | null,
  tickets: number,
  changedBy: 'guest' | 'couple' = 'guest',
) {
  await database().query(
    `insert into public.rsvp_history (guest_id, will_attend, confirmed_tickets, answered_at, changed_by)
     select id, $2, $3, $4, $5 from public.rsvp_guests where human_key = $1`,
    [key, willAttend, tickets, at, changedBy],
  )
}

const guestAnsweredAt = async (key: string) =>
  (await callAsUser<Listed[]>(database(), coupleEmail, 'public.couple_invitations()')).find(
    (row) => row.human_key === key,
  )?.guest_answered_at

describe('what is new for the couple since their last visit', () => {
  it('marks nothing before a member’s first visit, which then starts the count', async () => {
    expect(await visitOf(coupleEmail)).toBeNull()
    expect(await marks(coupleEmail)).toEqual({})

    const visit = await markSeen(coupleEmail, lastVisit)
    expect(Date.parse(visit.seen_through)).toBe(Date.parse(lastVisit))
    expect(Date.now() - Date.parse(visit.visited_at)).toBeLessThan(60_000)
    expect(await visitOf(coupleEmail)).toEqual(visit)
    expect(await marks(coupleEmail)).toEqual({})
  })

  it('marks a first answer as new and a changed one as changed, each with its time', async () => {
    await answered('001', '2025-10-03T10:00:00Z', true, 2)
    await answered('002', '2025-10-04T09:30:00Z', false, 0)
    expect(await marks(coupleEmail)).toEqual({ '001': 'new', '002': 'changed' })
    expect(Date.parse((await guestAnsweredAt('002')) ?? '')).toBe(
      Date.parse('2025-10-04T09:30:00Z'),
    )
    // 003 answered before the visit only
    expect(Date.parse((await guestAnsweredAt('003')) ?? '')).toBe(
      Date.parse('2025-09-20T02:15:00Z'),
    )
  })

  it('marks an answer given through the family’s link now', async () => {
    await respondInvitation(database(), freshAddress(), '004', true, 1)
    expect((await marks(coupleEmail))['004']).toBe('new')
  })

  it('leaves unmarked an answer the couple changed after the family', async () => {
    await answered('006', '2025-10-03T11:00:00Z', true, 1)
    await answered('006', '2025-10-03T12:00:00Z', true, 2, 'couple')
    expect((await marks(coupleEmail))['006']).toBeUndefined()
  })

  it('keeps each member’s visit apart', async () => {
    expect(await marks(partnerEmail)).toEqual({})
    await markSeen(partnerEmail, '2025-10-03T10:30:00Z')
    expect(await marks(partnerEmail)).toEqual({ '002': 'changed', '004': 'new' })
    expect(Object.keys(await marks(coupleEmail)).sort()).toEqual(['001', '002', '004'])
  })

  it('takes the marks off up to the answer the member saw, and never back', async () => {
    await markSeen(coupleEmail, '2025-10-04T09:30:00Z')
    expect(await marks(coupleEmail)).toEqual({ '004': 'new' })

    const back = await markSeen(coupleEmail, lastVisit)
    expect(Date.parse(back.seen_through)).toBe(Date.parse('2025-10-04T09:30:00Z'))
    expect(await marks(coupleEmail)).toEqual({ '004': 'new' })
  })

  it('never counts as seen what comes after now, whatever the browser’s clock says', async () => {
    const visit = await markSeen(coupleEmail, '2099-01-01T00:00:00Z')
    expect(Date.parse(visit.seen_through)).toBeLessThanOrEqual(Date.now() + 1_000)
    expect(await marks(coupleEmail)).toEqual({})
    await respondInvitation(database(), freshAddress(), '005', false, 0)
    expect(await marks(coupleEmail)).toEqual({ '005': 'new' })
  })

  it('lets no one else read or move a member’s visit', async () => {
    await expectDenied(markSeen(strangerEmail, null))
    expect(await visitOf(strangerEmail)).toBeNull()
    expect(await marks(strangerEmail)).toEqual({})
    await expectDenied(
      asAnon(database(), freshAddress(), 'select public.couple_mark_seen(null::timestamptz)'),
    )
    await expectDenied(asAnon(database(), freshAddress(), 'select public.couple_last_visit()'))
  })

  it('forgets a member’s visit with the member', async () => {
    await database().query('delete from public.couple_members where email = $1', [partnerEmail])
    const { rows } = await database().query('select 1 from public.couple_visits where email = $1', [
      partnerEmail,
    ])
    expect(rows).toEqual([])
  })
})
