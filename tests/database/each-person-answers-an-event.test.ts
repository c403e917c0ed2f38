import { describe, expect, it } from 'vitest'
import { addCoupleMember, callAsUser, coupleEmail } from './support/as-couple'
import { asAnon, freshAddress } from './support/as-anon'
import { expectRsvpError } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

// the couple asks about three events; 004 is invited to the reception only, 013 to none of them
const database = seededDatabase({}, async (db) => {
  await addCoupleMember(db, coupleEmail)
  await callAsUser(db, coupleEmail, 'public.couple_set_answer_rules($1, $2::text[], $3::text[])', [
    false,
    [],
    ['civil', 'ceremonia', 'recepcion'],
  ])
  await callAsUser(db, coupleEmail, 'public.couple_set_invitation_events($1, $2::text[])', [
    '004',
    ['recepcion'],
  ])
  await callAsUser(db, coupleEmail, 'public.couple_set_invitation_events($1, $2::text[])', [
    '013',
    [],
  ])
})

type Person = { name?: string; events?: unknown }

const respond = (key: string, tickets: number, people: Person[]) =>
  asAnon<{ answer: { people: { events: string[] }[] } }>(
    database(),
    freshAddress(),
    'select public.respond_invitation($1::text, true, $2::integer, $3::json) as answer',
    [key, tickets, JSON.stringify(people)],
  )

async function storedAnswer(key: string) {
  const { rows } = await database().query<{ will_attend: boolean | null; people: number }>(
    `select g.will_attend,
            (select count(*)::integer from public.rsvp_attendees a where a.guest_id = g.id) as people
     from public.rsvp_guests g where g.human_key = $1`,
    [key],
  )
  return rows[0]
}

describe('with events asked, each attending person answers at least one', () => {
  it.for<[string, Person[]]>([
    ['an empty events list', [{ name: 'Ana', events: [] }]],
    ['no events at all', [{ name: 'Ana' }]],
    ['a second person without an event', [{ name: 'Ana', events: ['civil'] }, { events: [] }]],
  ])('refuses %s and stores nothing', async ([, people]) => {
    await expect(respond('005', people.length, people)).rejects.toMatchObject({
      code: 'P0001',
      message: 'rsvp_invalid_people',
      detail: expect.stringMatching(/choose at least one event$/),
    })
    expect(await storedAnswer('005')).toEqual({ will_attend: null, people: 0 })
  })

  it.for<[string, string, Person[]]>([
    ['a null inside the list', '005', [{ name: 'Ana', events: [null] }]],
    ['a null beside an event', '005', [{ name: 'Ana', events: ['civil', null] }]],
    ['an event the family is not invited to', '004', [{ name: 'Lucía', events: ['ceremonia'] }]],
  ])('refuses %s as an unknown event', async ([, key, people]) => {
    await expectRsvpError(respond(key, 1, people), 'rsvp_unknown_event')
    expect(await storedAnswer(key)).toEqual({ will_attend: null, people: 0 })
  })

  it('takes each person with an event the family is invited to', async () => {
    const { rows } = await respond('005', 2, [
      { name: 'Ana', events: ['civil'] },
      { name: 'Luis', events: ['ceremonia', 'recepcion'] },
    ])
    expect(rows[0]?.answer.people.map((person) => person.events)).toEqual([
      ['civil'],
      ['ceremonia', 'recepcion'],
    ])
  })

  it('asks nothing of a family invited to none of the asked events', async () => {
    await respond('013', 1, [{ name: 'Daniela', events: [] }])
    expect(await storedAnswer('013')).toEqual({ will_attend: true, people: 1 })
  })

  it('holds the couple’s record of the people to the same rule', async () => {
    await expect(
      callAsUser(database(), coupleEmail, 'public.couple_record_people($1, $2::json)', [
        '006',
        JSON.stringify([{ name: 'Carmen Olvera', events: [] }]),
      ]),
    ).rejects.toMatchObject({ message: 'rsvp_invalid_people' })
  })
})
