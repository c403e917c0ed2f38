import { describe, expect, it } from 'vitest'
import { asAnon, freshAddress } from './support/as-anon'
import {
  addCoupleMember,
  asUser,
  callAsUser,
  coupleEmail,
  strangerEmail,
} from './support/as-couple'
import { findInvitation } from './support/guest-calls'
import { guestRow, historyOf } from './support/owner-queries'
import { expectDenied } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

const database = seededDatabase({}, (db) => addCoupleMember(db, coupleEmail))

type Listed = { human_key: string; last_opened_at: string | null; first_opened_at: string | null }

describe('who may read and change the guest list', () => {
  it('lets a couple member read every invitation and its history', async () => {
    const { rows } = await asUser<{ human_key: string }>(
      database(),
      coupleEmail,
      'select human_key from public.rsvp_guests order by human_key',
    )
    expect(rows).toHaveLength(16)
    const history = await asUser(database(), coupleEmail, 'select * from public.rsvp_history')
    expect(history.rows.length).toBeGreaterThan(0)
  })

  it('matches the allow-listed email whatever its case', async () => {
    const listed = await callAsUser<Listed[]>(
      database(),
      'Novios@Example.COM',
      'public.couple_invitations()',
    )
    expect(listed).toHaveLength(16)
  })

  it('shows another signed-in user nothing and lets them change nothing', async () => {
    const read = await asUser(database(), strangerEmail, 'select * from public.rsvp_guests')
    expect(read.rows).toEqual([])
    expect(
      (await asUser(database(), strangerEmail, 'select * from public.rsvp_history')).rows,
    ).toEqual([])
    expect(await callAsUser(database(), strangerEmail, 'public.couple_invitations()')).toEqual([])
    const updated = await asUser(
      database(),
      strangerEmail,
      `update public.rsvp_guests set family_name = 'Intrusos' where human_key = '001'`,
    )
    expect(updated.affectedRows).toBe(0)
    const deleted = await asUser(database(), strangerEmail, 'delete from public.rsvp_guests')
    expect(deleted.affectedRows).toBe(0)
    await expectDenied(
      asUser(
        database(),
        strangerEmail,
        `insert into public.rsvp_guests (human_key, family_name, available_tickets) values ('ZZ1', 'Intrusos', 2)`,
      ),
    )
    expect((await guestRow(database(), '001')).family_name).toBe('Familia García Hernández')
  })

  it('does not trust user_metadata: an email there opens nothing', async () => {
    const listed = await asUser(database(), strangerEmail, 'select * from public.rsvp_guests', [], {
      user_metadata: { email: coupleEmail },
    })
    expect(listed.rows).toEqual([])
  })

  it('refuses anon the tables, the allow-list and every dashboard function', async () => {
    const address = freshAddress()
    await expectDenied(asAnon(database(), address, 'select * from public.rsvp_guests'))
    await expectDenied(asAnon(database(), address, 'select * from public.rsvp_history'))
    await expectDenied(asAnon(database(), address, 'select * from public.couple_members'))
    await expectDenied(asAnon(database(), address, 'select public.couple_invitations()'))
    await expectDenied(asAnon(database(), address, 'select public.is_couple_member()'))
  })

  it('lets a signed-in user see only their own entry of the allow-list, never the others', async () => {
    await addCoupleMember(database(), 'otra.novia@example.com')
    const own = await asUser<{ email: string }>(
      database(),
      coupleEmail,
      'select email from public.couple_members',
    )
    expect(own.rows).toEqual([{ email: coupleEmail }])
    const stranger = await asUser(database(), strangerEmail, 'select * from public.couple_members')
    expect(stranger.rows).toEqual([])
  })

  it('tells the caller whether they are a couple member', async () => {
    expect(await callAsUser(database(), coupleEmail, 'public.is_couple_member()')).toBe(true)
    expect(await callAsUser(database(), strangerEmail, 'public.is_couple_member()')).toBe(false)
  })
})

describe('when a family opened its invitation', () => {
  it('records the first and the latest successful look-up, never a miss', async () => {
    const before = await callAsUser<Listed[]>(
      database(),
      coupleEmail,
      'public.couple_invitations()',
    )
    expect(before.find((row) => row.human_key === '012')?.first_opened_at).toBeNull()

    await findInvitation(database(), freshAddress(), '012')
    const first = (await guestRow(database(), '012')) as unknown as Listed
    await findInvitation(database(), freshAddress(), ' 012 ')
    const second = (await guestRow(database(), '012')) as unknown as Listed
    expect(first.first_opened_at).not.toBeNull()
    expect(second.first_opened_at).toEqual(first.first_opened_at)
    expect(new Date(second.last_opened_at ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(first.last_opened_at ?? 0).getTime(),
    )
    expect(await findInvitation(database(), freshAddress(), 'ZZZ')).toBeNull()
  })
})

describe('the couple changing the list', () => {
  it('records an answer on the family’s behalf with the member’s email, even after the deadline', async () => {
    await database().query(`update public.rsvp_settings set modification_deadline = '2000-01-01'`)
    const answered = await callAsUser<{ will_attend: boolean; confirmed_tickets: number }>(
      database(),
      coupleEmail,
      'public.couple_record_answer($1, $2, $3)',
      ['014', false, 0],
    )
    expect(answered).toMatchObject({ will_attend: false, confirmed_tickets: 0 })
    const history = await historyOf(database(), '014')
    expect(history.at(-1)).toMatchObject({ will_attend: false, changed_by: 'couple' })
    const { rows } = await database().query<{ changed_by_email: string }>(
      `select changed_by_email from public.rsvp_history h join public.rsvp_guests g on g.id = h.guest_id
       where g.human_key = '014' order by h.id desc limit 1`,
    )
    expect(rows[0]?.changed_by_email).toBe(coupleEmail)
  })

  it('never lowers the seats below what the family confirmed', async () => {
    await expect(
      callAsUser(database(), coupleEmail, 'public.couple_update_invitation($1, $2, $3, $4)', [
        '002',
        'Familia López Martínez',
        'Rosa Martínez',
        1,
      ]),
    ).rejects.toMatchObject({ message: 'couple_seats_below_confirmed' })
    expect((await guestRow(database(), '002')).available_tickets).toBe(3)
  })

  it('adds an invitation, and refuses a number already in use', async () => {
    const added = await callAsUser<{ human_key: string }>(
      database(),
      coupleEmail,
      'public.couple_add_invitation($1, $2, $3, $4)',
      [' k7m ', 'Familia Nueva', null, 2],
    )
    expect(added.human_key).toBe('K7M')
    await expect(
      callAsUser(database(), coupleEmail, 'public.couple_add_invitation($1, $2, $3, $4)', [
        '001',
        'Otra',
        null,
        2,
      ]),
    ).rejects.toMatchObject({ message: 'couple_duplicate_number' })
  })

  it('deletes an invitation and its history', async () => {
    await callAsUser(database(), coupleEmail, 'public.couple_delete_invitation($1)', ['011'])
    const { rows } = await database().query(
      `select 1 from public.rsvp_guests where human_key = '011'`,
    )
    expect(rows).toEqual([])
  })

  it('imports all rows or none', async () => {
    const rows = [
      { human_key: 'K22', family_name: 'Familia K', family_chief: null, available_tickets: 2 },
      { human_key: '002', family_name: 'Familia López', family_chief: null, available_tickets: 1 },
    ]
    await expect(
      callAsUser(database(), coupleEmail, 'public.couple_import_invitations($1, $2)', [
        JSON.stringify(rows),
        true,
      ]),
    ).rejects.toMatchObject({ code: '23514' })
    expect(
      (await database().query(`select 1 from public.rsvp_guests where human_key = 'K22'`)).rows,
    ).toEqual([])
    const report = await callAsUser(
      database(),
      coupleEmail,
      'public.couple_import_invitations($1, $2)',
      [JSON.stringify([rows[0]]), false],
    )
    expect(report).toEqual({ inserted: 1, updated: 0 })
  })
})
