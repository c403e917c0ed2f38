import { describe, expect, it } from 'vitest'
import { asAnon, freshAddress } from './support/as-anon'
import { addCoupleMember, callAsUser, coupleEmail, strangerEmail } from './support/as-couple'
import { respondInvitation } from './support/guest-calls'
import { allGuests, guestRow, historyCount, setDeadline, utcDate } from './support/owner-queries'
import {
  databaseNow,
  previewRestore,
  restoreAnswers,
  type RestoreWindow,
} from './support/restore-calls'
import { expectDenied } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

// guests may still change their answers, so an attacker with the numbers could too
const database = seededDatabase({}, async (db) => {
  await addCoupleMember(db, coupleEmail)
  await setDeadline(db, await utcDate(db, 30))
})

type Entry = {
  will_attend: boolean | null
  confirmed_tickets: number
  changed_by: string
  changed_by_email: string | null
  client_address: string | null
}

async function lastEntry(key: string): Promise<Entry | undefined> {
  const { rows } = await database().query<Entry>(
    `select h.will_attend, h.confirmed_tickets, h.changed_by, h.changed_by_email, h.client_address
     from public.rsvp_history h join public.rsvp_guests g on g.id = h.guest_id
     where g.human_key = $1 order by h.id desc limit 1`,
    [key],
  )
  return rows[0]
}

const attacker = freshAddress()
const family = freshAddress()
let attack: RestoreWindow

describe('the address of an answer', () => {
  it('is recorded with a guest’s answer, and not with the couple’s', async () => {
    const address = freshAddress()
    await respondInvitation(database(), address, '013', true, 1)
    expect(await lastEntry('013')).toMatchObject({ changed_by: 'guest', client_address: address })

    await callAsUser(database(), coupleEmail, `public.couple_record_answer('013', false, 0)`)
    expect(await lastEntry('013')).toMatchObject({ changed_by: 'couple', client_address: null })
  })
})

describe('the couple undoing what one address changed', () => {
  it('previews each invitation the address changed, from what to what, and changes nothing', async () => {
    attack = { since: await databaseNow(database()), address: attacker }
    await respondInvitation(database(), attacker, '002', false, 0)
    await respondInvitation(database(), attacker, '005', true, 2)
    await respondInvitation(database(), attacker, '005', false, 0)
    await respondInvitation(database(), family, '007', true, 4)
    const before = await allGuests(database())
    const entries = await historyCount(database())

    const preview = await previewRestore(database(), coupleEmail, attack)

    expect(preview.changes).toEqual([
      {
        human_key: '002',
        family_name: 'Familia López Martínez',
        from: { will_attend: false, confirmed_tickets: 0, people: [], message: null, song: null },
        to: {
          will_attend: true,
          confirmed_tickets: 2,
          confirmed_at: '2025-09-12T18:30:00+00:00',
          people: [],
          message: null,
          song: null,
        },
      },
      {
        human_key: '005',
        family_name: 'Familia Hernández Ruiz',
        from: { will_attend: false, confirmed_tickets: 0, people: [], message: null, song: null },
        to: {
          will_attend: null,
          confirmed_tickets: 0,
          confirmed_at: null,
          people: [],
          message: null,
          song: null,
        },
      },
    ])
    expect(preview.changed_later).toEqual([])
    expect(preview.addresses).toEqual([
      { address: attacker, answers: 3 },
      { address: family, answers: 1 },
    ])
    expect(await allGuests(database())).toEqual(before)
    expect(await historyCount(database())).toBe(entries)
  })

  it('restores them in one step, records each restore as the couple’s, and leaves the others', async () => {
    const result = await restoreAnswers(database(), coupleEmail, attack)

    expect(result.restored).toBe(2)
    expect(await guestRow(database(), '002')).toMatchObject({
      will_attend: true,
      confirmed_tickets: 2,
      confirmed_at: new Date('2025-09-12T18:30:00Z'),
    })
    expect(await guestRow(database(), '005')).toMatchObject({
      will_attend: null,
      confirmed_tickets: 0,
      confirmed_at: null,
    })
    expect(await lastEntry('002')).toEqual({
      will_attend: true,
      confirmed_tickets: 2,
      changed_by: 'couple_restore',
      changed_by_email: coupleEmail,
      client_address: null,
    })
    expect(await lastEntry('005')).toMatchObject({
      will_attend: null,
      changed_by: 'couple_restore',
    })
    expect(await guestRow(database(), '007')).toMatchObject({ will_attend: true })
  })

  it('changes nothing when the same window is restored again', async () => {
    const entries = await historyCount(database())
    const again = await restoreAnswers(database(), coupleEmail, attack)
    expect(again.restored).toBe(0)
    expect((await previewRestore(database(), coupleEmail, attack)).changed_later).toEqual([
      { human_key: '002', family_name: 'Familia López Martínez' },
      { human_key: '005', family_name: 'Familia Hernández Ruiz' },
    ])
    expect(await historyCount(database())).toBe(entries)
  })

  it('leaves an invitation the family answered again after the attack, and says so', async () => {
    const address = freshAddress()
    const window = { since: await databaseNow(database()), address }
    await respondInvitation(database(), address, '008', false, 0)
    await respondInvitation(database(), freshAddress(), '008', true, 3)

    const preview = await previewRestore(database(), coupleEmail, window)
    expect(preview.changes).toEqual([])
    expect(preview.changed_later).toEqual([
      { human_key: '008', family_name: 'Familia Castillo Vega' },
    ])
    await restoreAnswers(database(), coupleEmail, window)
    expect(await guestRow(database(), '008')).toMatchObject({
      will_attend: true,
      confirmed_tickets: 3,
    })
  })

  it('puts back the names, meals, message and song an address rewrote while keeping the seats', async () => {
    const answerWithPeople = (address: string, people: unknown, message: string) =>
      asAnon(
        database(),
        address,
        'select public.respond_invitation($1, true, 2, $2::json, $3, null)',
        ['014', JSON.stringify(people), message],
      )
    await answerWithPeople(
      freshAddress(),
      [{ name: 'Héctor Navarro', meal: 'vegano' }, { name: 'Inés Gil' }],
      'Felicidades',
    )
    const address = freshAddress()
    const window = { since: await databaseNow(database()), address }
    await answerWithPeople(address, [{ name: 'xxx' }], 'spam')

    expect((await restoreAnswers(database(), coupleEmail, window)).restored).toBe(1)

    const { rows } = await database().query(
      `select a.full_name, a.meal, g.message from public.rsvp_attendees a
       join public.rsvp_guests g on g.id = a.guest_id where g.human_key = '014' order by a.position`,
    )
    expect(rows).toEqual([
      { full_name: 'Héctor Navarro', meal: 'vegano', message: 'Felicidades' },
      { full_name: 'Inés Gil', meal: null, message: 'Felicidades' },
    ])
  })

  it('restores every address’s guest answers in the window when no address is given', async () => {
    const since = await databaseNow(database())
    await respondInvitation(database(), freshAddress(), '010', true, 6)
    await respondInvitation(database(), freshAddress(), '012', false, 0)

    const { restored } = await restoreAnswers(database(), coupleEmail, { since })

    expect(restored).toBe(2)
    expect(await guestRow(database(), '010')).toMatchObject({ will_attend: null })
    expect(await guestRow(database(), '012')).toMatchObject({ will_attend: null })
  })
})

describe('a restore that must not happen', () => {
  it.each([
    ['without a start', { since: null }],
    ['ending before it starts', { since: '2026-01-02T00:00:00Z', until: '2026-01-01T00:00:00Z' }],
    ['starting in the future', { since: '2999-01-01T00:00:00Z' }],
  ])('refuses a window %s and changes nothing', async (_case, window: RestoreWindow) => {
    const before = await allGuests(database())
    await expect(restoreAnswers(database(), coupleEmail, window)).rejects.toMatchObject({
      code: 'P0001',
      message: 'couple_invalid_window',
    })
    await expect(previewRestore(database(), coupleEmail, window)).rejects.toMatchObject({
      message: 'couple_invalid_window',
    })
    expect(await allGuests(database())).toEqual(before)
  })

  it('shows a stranger nothing to restore and lets them restore nothing', async () => {
    const address = freshAddress()
    const window = { since: await databaseNow(database()), address }
    await respondInvitation(database(), address, '015', false, 0)

    const preview = await previewRestore(database(), strangerEmail, window)
    expect(preview).toEqual({ changes: [], changed_later: [], addresses: [] })
    expect((await restoreAnswers(database(), strangerEmail, window)).restored).toBe(0)
    expect(await guestRow(database(), '015')).toMatchObject({ will_attend: false })
  })

  it('refuses anon both functions', async () => {
    const since = await databaseNow(database())
    for (const fn of ['couple_preview_restore', 'couple_restore_answers']) {
      await expectDenied(
        asAnon(database(), freshAddress(), `select public.${fn}($1::timestamptz, null, null)`, [
          since,
        ]),
      )
    }
  })
})
