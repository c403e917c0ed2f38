import { describe, expect, it } from 'vitest'
import { freshAddress } from './support/as-anon'
import { addCoupleMember, callAsUser, coupleEmail } from './support/as-couple'
import { findInvitation, respondInvitation } from './support/guest-calls'
import { seededDatabase } from './support/seeded-database'

// a database from before the rule, with numbers of 1 and 2 characters the couple chose then
const database = seededDatabase({ modificationDeadline: '2999-01-01' }, async (db) => {
  await addCoupleMember(db, coupleEmail)
  await db.exec(`
    alter table public.rsvp_guests disable trigger rsvp_guests_number_has_three_characters;
    insert into public.rsvp_guests (human_key, family_name, available_tickets)
    values ('7', 'Familia Siete', 2), ('12', 'Familia Doce', 3);
    alter table public.rsvp_guests enable trigger rsvp_guests_number_has_three_characters;
  `)
})

const add = (key: string) =>
  callAsUser(database(), coupleEmail, 'public.couple_add_invitation($1, $2, $3, $4)', [
    key,
    'Familia Nueva',
    null,
    2,
  ])

describe('invitation numbers written from now on', () => {
  it.each(['A', 'B7'])('refuses the new number %j: 3 characters are required', async (key) => {
    await expect(add(key)).rejects.toMatchObject({
      code: '23514',
      message: 'rsvp_number_not_three_characters',
    })
  })

  it('adds a number of exactly 3 characters', async () => {
    await expect(add('Q7M')).resolves.toMatchObject({ human_key: 'Q7M' })
  })

  it('refuses a short number in an import, and writes none of its rows', async () => {
    const rows = [
      { human_key: 'R2D', family_name: 'Familia Uno', family_chief: null, available_tickets: 2 },
      { human_key: 'R2', family_name: 'Familia Dos', family_chief: null, available_tickets: 2 },
    ]
    await expect(
      callAsUser(database(), coupleEmail, 'public.couple_import_invitations($1, false)', [
        JSON.stringify(rows),
      ]),
    ).rejects.toMatchObject({ code: '23514' })
    const { rows: written } = await database().query(
      "select from public.rsvp_guests where human_key = 'R2D'",
    )
    expect(written).toHaveLength(0)
  })

  it('refuses changing a number to a short one', async () => {
    await expect(
      database().query("update public.rsvp_guests set human_key = 'Z' where human_key = '016'"),
    ).rejects.toMatchObject({ code: '23514' })
  })
})

describe('numbers of 1 or 2 characters already in the database', () => {
  it('are still found and answered by their families', async () => {
    const address = freshAddress()
    expect(await findInvitation(database(), address, '7')).toMatchObject({ human_key: '7' })
    expect(await respondInvitation(database(), address, '12', true, 2)).toMatchObject({
      human_key: '12',
      confirmed_tickets: 2,
    })
  })

  it('are still edited and answered by the couple', async () => {
    await expect(
      callAsUser(database(), coupleEmail, 'public.couple_update_invitation($1, $2, $3, $4)', [
        '7',
        'Familia Siete Ruiz',
        'Ana',
        3,
      ]),
    ).resolves.toMatchObject({ human_key: '7', available_tickets: 3 })
    await expect(
      callAsUser(database(), coupleEmail, 'public.couple_record_answer($1, $2, $3)', [
        '7',
        false,
        0,
      ]),
    ).resolves.toMatchObject({ human_key: '7', will_attend: false })
  })
})
