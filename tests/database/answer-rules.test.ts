import { describe, expect, it } from 'vitest'
import { parseCoupleInvitationRow } from '../../web/src/lib/guest-list/couple-record'
import { addCoupleMember, callAsUser, coupleEmail, strangerEmail } from './support/as-couple'
import { asAnon } from './support/as-anon'
import { expectRsvpError } from './support/rsvp-errors'
import { seededDatabase } from './support/seeded-database'

const database = seededDatabase({}, (db) => addCoupleMember(db, coupleEmail))

type Rules = { names_required: boolean; meal_choices: string[]; event_keys: string[] }

const setRules = (email: string, namesRequired: boolean, meals: string[], events: string[]) =>
  callAsUser<Rules>(
    database(),
    email,
    'public.couple_set_answer_rules($1, $2::text[], $3::text[])',
    [namesRequired, meals, events],
  )

async function storedRules() {
  const { rows } = await database().query<Rules>(
    `select attendee_names_required as names_required, meal_choices, event_keys
     from public.rsvp_settings`,
  )
  return rows[0]
}

describe('the couple setting the answer rules of the Studio’s questions', () => {
  it('stores the rules and answers with them', async () => {
    const rules = await setRules(coupleEmail, true, ['vegano', 'pollo'], ['event-ceremony'])

    expect(rules).toEqual({
      names_required: true,
      meal_choices: ['vegano', 'pollo'],
      event_keys: ['event-ceremony'],
    })
    expect(await storedRules()).toEqual(rules)
  })

  it('refuses a malformed key and changes nothing', async () => {
    await expect(setRules(coupleEmail, false, ['=HYPERLINK("x")'], [])).rejects.toMatchObject({
      message: 'rsvp_invalid_rules',
    })
    expect((await storedRules())?.meal_choices).toEqual(['vegano', 'pollo'])
  })

  it.for([[''], ['a,b'], ['UPPER']])(
    'refuses the key %j, which the pages could not read, and changes nothing',
    async (keys) => {
      await expect(setRules(coupleEmail, true, ['vegano', 'pollo'], keys)).rejects.toMatchObject({
        message: 'rsvp_invalid_rules',
      })
      expect((await storedRules())?.event_keys).toEqual(['event-ceremony'])
    },
  )

  it('refuses a guest naming the event null beside a listed one, so the couple still reads every invitation', async () => {
    await expectRsvpError(
      asAnon(
        database(),
        '198.51.100.33',
        'select public.respond_invitation($1::text, true, 1, $2::json)',
        ['008', JSON.stringify([{ name: 'Eve', events: ['event-ceremony', null] }])],
      ),
      'rsvp_unknown_event',
    )
    const invitations = await callAsUser<unknown[]>(
      database(),
      coupleEmail,
      'public.couple_invitations()',
    )
    expect(invitations.length).toBeGreaterThan(0)
    for (const invitation of invitations)
      expect(() => parseCoupleInvitationRow(invitation)).not.toThrow()
  })

  it('lets a signed-in stranger change nothing', async () => {
    await expect(setRules(strangerEmail, false, [], [])).rejects.toMatchObject({ code: '42501' })
    expect(await storedRules()).toMatchObject({ names_required: true })
  })
})
