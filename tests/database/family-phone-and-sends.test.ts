import { describe, expect, it } from 'vitest'
import { asAnon, freshAddress } from './support/as-anon'
import {
  addCoupleMember,
  asUser,
  callAsUser,
  coupleEmail,
  strangerEmail,
} from './support/as-couple'
import { findInvitation, respondOrNull } from './support/guest-calls'
import { expectDenied } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

const database = seededDatabase({}, (db) => addCoupleMember(db, coupleEmail))

type Send = { template: string; sent_at: string; sent_by_email: string | null }
type CoupleInvitation = { human_key: string; phone: string | null; sends: Send[] }

const updateInvitation = (key: string, ...phone: [string | null] | []) =>
  callAsUser<CoupleInvitation>(
    database(),
    coupleEmail,
    phone.length === 0
      ? 'public.couple_update_invitation($1, $2, null, 4)'
      : 'public.couple_update_invitation($1, $2, null, 4, $3)',
    [key, `Familia ${key}`, ...phone],
  )

const importRows = (rows: object[]) =>
  callAsUser<{ inserted: number; updated: number }>(
    database(),
    coupleEmail,
    'public.couple_import_invitations($1::json, true)',
    [JSON.stringify(rows)],
  )

const recordSend = (email: string, key: string, template: string) =>
  callAsUser<CoupleInvitation>(database(), email, 'public.couple_record_send($1, $2)', [
    key,
    template,
  ])

async function storedPhone(key: string): Promise<string | null | undefined> {
  const { rows } = await database().query<{ phone: string | null }>(
    'select phone from public.rsvp_guests where human_key = $1',
    [key],
  )
  return rows[0]?.phone
}

async function sendCount(key: string): Promise<number> {
  const { rows } = await database().query<{ count: number }>(
    `select count(*)::int as count from public.rsvp_sends s
     join public.rsvp_guests g on g.id = s.guest_id where g.human_key = $1`,
    [key],
  )
  return rows[0]?.count ?? 0
}

describe("a family's phone", () => {
  it('is added with a new invitation and answered to the couple', async () => {
    const added = await callAsUser<CoupleInvitation>(
      database(),
      coupleEmail,
      'public.couple_add_invitation($1, $2, null, 2, $3)',
      ['P01', 'Familia Teléfono', '+525512345678'],
    )
    expect(added).toMatchObject({ phone: '+525512345678', sends: [] })
  })

  it('stays when an update sends none, changes with a new one and clears with an empty one', async () => {
    expect(await updateInvitation('P01')).toMatchObject({ phone: '+525512345678' })
    expect(await updateInvitation('P01', '+14155550100')).toMatchObject({ phone: '+14155550100' })
    expect(await updateInvitation('P01', '')).toMatchObject({ phone: null })
  })

  it.each(['5512345678', '+52 55 1234 5678', '+0525512345678', '+5255', 'tel:+525512345678'])(
    'refuses %j and changes nothing',
    async (phone) => {
      await updateInvitation('005', '+525599998888')
      await expect(updateInvitation('005', phone)).rejects.toMatchObject({
        code: 'P0001',
        message: 'couple_invalid_phone',
      })
      expect(await storedPhone('005')).toBe('+525599998888')
    },
  )

  it('is kept by an import without the column and cleared by an empty cell', async () => {
    const row = { human_key: '007', family_name: 'Familia Mendoza', available_tickets: 4 }
    expect(await importRows([{ ...row, phone: '+525511112222' }])).toEqual({
      inserted: 0,
      updated: 1,
    })
    expect(await storedPhone('007')).toBe('+525511112222')
    await importRows([row])
    expect(await storedPhone('007')).toBe('+525511112222')
    await importRows([{ ...row, phone: null }])
    expect(await storedPhone('007')).toBeNull()
  })

  it('makes a whole import fail when one phone is not E.164', async () => {
    await expect(
      importRows([
        { human_key: 'P02', family_name: 'Familia Nueva', available_tickets: 1 },
        {
          human_key: '008',
          family_name: 'Familia Castillo Vega',
          available_tickets: 3,
          phone: '55',
        },
      ]),
    ).rejects.toMatchObject({ message: 'couple_invalid_phone' })
    const { rows } = await database().query(
      "select 1 from public.rsvp_guests where human_key = 'P02'",
    )
    expect(rows).toEqual([])
  })

  it('is never answered to a guest', async () => {
    await updateInvitation('012', '+525544445555')
    const found = await findInvitation(database(), freshAddress(), '012')
    expect(found).not.toBeNull()
    expect(found).not.toHaveProperty('phone')
    const answered = await respondOrNull(database(), freshAddress(), '012', false, 0)
    expect(answered).not.toHaveProperty('phone')
  })
})

describe('the record of each send', () => {
  it('records who sent which template, newest first', async () => {
    await recordSend(coupleEmail, '013', 'invitation')
    const invitation = await recordSend(coupleEmail, '013', 'reminder')
    expect(invitation.sends.map((send) => [send.template, send.sent_by_email])).toEqual([
      ['reminder', coupleEmail],
      ['invitation', coupleEmail],
    ])
    expect(Date.parse(invitation.sends[0]?.sent_at ?? '')).not.toBeNaN()
  })

  it('answers the last 20 sends only', async () => {
    for (let count = 0; count < 21; count += 1) await recordSend(coupleEmail, '015', 'thanks')
    const [listed] = (
      await callAsUser<CoupleInvitation[]>(database(), coupleEmail, 'public.couple_invitations()')
    ).filter((row) => row.human_key === '015')
    expect(listed?.sends).toHaveLength(20)
    expect(await sendCount('015')).toBe(21)
  })

  it('refuses an unknown template and an unknown number', async () => {
    await expect(recordSend(coupleEmail, '013', 'cumpleaños')).rejects.toMatchObject({
      message: 'couple_invalid_template',
    })
    await expect(recordSend(coupleEmail, 'QQQ', 'reminder')).rejects.toMatchObject({
      message: 'couple_not_found',
    })
  })

  it('lets a signed-in stranger read and write no send', async () => {
    const before = await sendCount('013')
    expect(
      (await asUser(database(), strangerEmail, 'select * from public.rsvp_sends')).rows,
    ).toEqual([])
    await expect(recordSend(strangerEmail, '013', 'thanks')).rejects.toMatchObject({
      message: 'couple_not_found',
    })
    await expectDenied(
      asUser(
        database(),
        strangerEmail,
        `insert into public.rsvp_sends (guest_id, template)
         select id, 'thanks' from public.rsvp_guests`,
      ),
    )
    expect(await sendCount('013')).toBe(before)
  })

  it('lets a couple member read the sends but not insert them directly', async () => {
    const { rows } = await asUser(database(), coupleEmail, 'select * from public.rsvp_sends')
    expect(rows.length).toBeGreaterThan(0)
    await expectDenied(
      asUser(
        database(),
        coupleEmail,
        `insert into public.rsvp_sends (guest_id, template, sent_by_email)
         select id, 'thanks', 'otra@example.com' from public.rsvp_guests limit 1`,
      ),
    )
  })

  it('refuses anon the sends and the function', async () => {
    await expectDenied(asAnon(database(), freshAddress(), 'select * from public.rsvp_sends'))
    await expectDenied(
      asAnon(database(), freshAddress(), "select public.couple_record_send('013', 'thanks')"),
    )
  })
})
