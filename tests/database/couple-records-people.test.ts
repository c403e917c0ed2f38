import { describe, expect, it } from 'vitest'
import { addCoupleMember, callAsUser, coupleEmail, strangerEmail } from './support/as-couple'
import { seededDatabase } from './support/seeded-database'

const database = seededDatabase({}, (db) => addCoupleMember(db, coupleEmail))

const recordPeople = (email: string, key: string, people: unknown, message?: string) =>
  callAsUser<{ people: unknown[]; message: string | null }>(
    database(),
    email,
    'public.couple_record_people($1, $2::json, $3)',
    [key, JSON.stringify(people), message ?? null],
  )

async function namesOf(key: string) {
  const { rows } = await database().query<{ full_name: string | null }>(
    `select a.full_name from public.rsvp_attendees a join public.rsvp_guests g on g.id = a.guest_id
     where g.human_key = $1 order by a.position`,
    [key],
  )
  return rows.map((row) => row.full_name)
}

describe('the couple recording who comes after a phone call', () => {
  it('records the people and message of an acceptance', async () => {
    const invitation = await recordPeople(
      coupleEmail,
      '006',
      [{ name: 'Carmen Olvera' }, { name: 'Raúl Sánchez', meal: 'sin-gluten' }],
      'Confirmado por teléfono',
    )

    expect(invitation).toMatchObject({ message: 'Confirmado por teléfono' })
    expect(await namesOf('006')).toEqual(['Carmen Olvera', 'Raúl Sánchez'])
  })

  it('refuses more people than seats and changes nothing', async () => {
    await expect(
      recordPeople(coupleEmail, '006', [{ name: 'A' }, { name: 'B' }, { name: 'C' }]),
    ).rejects.toMatchObject({ message: 'rsvp_invalid_people' })
    expect(await namesOf('006')).toEqual(['Carmen Olvera', 'Raúl Sánchez'])
  })

  it('lets a signed-in stranger change no one', async () => {
    await expect(recordPeople(strangerEmail, '006', [{ name: 'Intruso' }])).rejects.toMatchObject({
      message: 'couple_not_found',
    })
    expect(await namesOf('006')).toEqual(['Carmen Olvera', 'Raúl Sánchez'])
  })
})
