import { describe, expect, it } from 'vitest'
import { answerTextLimits, textProblem } from '../../web/src/lib/guest-list/answer-text-rules'
import type { AnyValueArgs } from '../support/rpc-request'
import { apiForThisFile } from './support/start-api'

const api = apiForThisFile({ forgetFailedLookups: true })

/** The invitation, its people and its history as the owner sees them, to prove nothing moved. */
async function stored(humanKey: string) {
  const invitation = await api.db.query(
    `select will_attend, confirmed_tickets, confirmed_at, message, song
     from public.rsvp_guests where human_key = $1`,
    [humanKey],
  )
  const people = await api.db.query(
    `select a.* from public.rsvp_attendees a join public.rsvp_guests g on g.id = a.guest_id
     where g.human_key = $1 order by a.position`,
    [humanKey],
  )
  const history = await api.db.query('select count(*)::int as entries from public.rsvp_history')
  return { invitation: invitation.rows, people: people.rows, history: history.rows }
}

const accept = (
  humanKey: string,
  seats: number,
  people: unknown,
  extra: AnyValueArgs<'respond_invitation'> = {},
) =>
  api.send('respond_invitation', {
    p_human_key: humanKey,
    p_will_attend: true,
    p_confirmed_tickets: seats,
    p_people: people,
    ...extra,
  })

describe('the people of an answer, sent straight to the embedded API', () => {
  it('saves two named people, a meal with details and a message with the answer', async () => {
    const response = await accept(
      '008',
      2,
      [
        { name: 'Andrea Vega', meal: 'sin-gluten', meal_details: 'Celíaca' },
        { name: 'Tomás Vega', child: true },
      ],
      { p_message: '¡Muchas felicidades!' },
    )

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      confirmed_tickets: 2,
      message: '¡Muchas felicidades!',
      song: null,
      people: [
        { name: 'Andrea Vega', child: false, meal: 'sin-gluten', meal_details: 'Celíaca' },
        { name: 'Tomás Vega', child: true, meal: null, meal_details: null, events: [] },
      ],
    })
  })

  it.for([
    {
      attack: 'three names for two seats',
      people: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      code: 'rsvp_invalid_people',
    },
    {
      attack: 'a 5,000-character name',
      people: [{ name: 'x'.repeat(5000) }],
      code: 'rsvp_invalid_people',
    },
    {
      attack: 'an unknown event key',
      people: [{ name: 'Andrea', events: ['fiesta-secreta'] }],
      code: 'rsvp_unknown_event',
    },
    {
      attack: 'a null event, which the pages could not read',
      people: [{ name: 'Eve', events: [null] }],
      code: 'rsvp_unknown_event',
    },
    {
      attack: 'an event that is not text',
      people: [{ name: 'Eve', events: [1] }],
      code: 'rsvp_unknown_event',
    },
    ...['\u202E', '\u200B', '\uFEFF', '\u2066', '\u2069', '\u2028'].map((character) => ({
      attack: `a name holding U+${character.codePointAt(0)!.toString(16).toUpperCase()}`,
      people: [{ name: `Eve${character}lyn` }],
      code: 'rsvp_invalid_people',
    })),
    {
      attack: 'a meal the couple does not offer',
      people: [{ name: 'Andrea', meal: 'langosta' }],
      code: 'rsvp_unknown_meal',
    },
    {
      attack: 'people that are not a list',
      people: { name: 'Andrea' },
      code: 'rsvp_invalid_people',
    },
  ])(
    'refuses $attack with 400 and a stable code, and changes nothing',
    async ({ people, code }) => {
      const before = await stored('008')

      const response = await accept('008', 2, people)

      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'P0001', message: code })
      expect(await stored('008')).toEqual(before)
    },
  )

  it('takes a name exactly when the page would send it: the text rules are the same on both sides', async () => {
    const samples = [
      'Ana',
      '\u00a0Ana López\u3000',
      'x'.repeat(80),
      'x'.repeat(81),
      '👨‍👩‍👧 Familia',
      'Ana\tLópez',
      'Ana\u00adLópez',
      'Ana\u200eLópez',
      'Ana\u2067López',
      'Ana\u2064',
      'Ana\u0085',
    ]
    for (const name of samples) {
      const response = await accept('013', 1, [{ name }])
      const pageTakesIt = textProblem(name, answerTextLimits.name) === null
      expect({ name, taken: response.ok }).toEqual({ name, taken: pageTakesIt })
      if (pageTakesIt) {
        expect((await response.json()).people[0].name).toBe(name.trim())
      }
    }
  })

  it('refuses a message with a control character, and changes nothing', async () => {
    const before = await stored('008')

    const response = await accept('008', 2, [], { p_message: 'hola\u0007' })

    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'P0001', message: 'rsvp_invalid_text' })
    expect(await stored('008')).toEqual(before)
  })

  it('keeps the spec’s answer: a number of seats and nothing else', async () => {
    const response = await api.rpc('respond_invitation', {
      p_human_key: '007',
      p_will_attend: true,
      p_confirmed_tickets: 2,
    })

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ confirmed_tickets: 2, people: [] })
  })

  it('deletes the people, message and song when the family declines', async () => {
    await accept('005', 1, [{ name: 'Miguel' }], { p_song: 'La bikina' })

    const response = await api.rpc('respond_invitation', {
      p_human_key: '005',
      p_will_attend: false,
      p_confirmed_tickets: 0,
    })

    expect(await response.json()).toMatchObject({ people: [], message: null, song: null })
    expect((await stored('005')).people).toEqual([])
  })
})
