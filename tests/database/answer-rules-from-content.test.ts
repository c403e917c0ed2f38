import { describe, expect, it } from 'vitest'
import { runAsRole } from '../../server/rsvp/request-role'
import { addCoupleMember, asUser, coupleEmail } from './support/as-couple'
import { asAnon } from './support/as-anon'
import { seededDatabase } from './support/seeded-database'

const database = seededDatabase({}, (db) => addCoupleMember(db, coupleEmail))

type Applied = {
  names_required: boolean
  meal_choices: string[]
  event_keys: string[]
  outcome: 'applied' | 'unchanged' | 'stale'
}

const call =
  'select public.apply_answer_rules_from_content($1, $2::text[], $3::text[], $4) as answer'

/** As the Edge Function calls it: the service role, through PostgREST. */
const applyRules = (meals: string[], events: string[], updatedAt: string | null) =>
  runAsRole(database(), { role: 'service_role' }, async (tx) => {
    const { rows } = await tx.query<{ answer: Applied }>(call, [false, meals, events, updatedAt])
    return rows[0]!.answer
  })

/** The settings row with its row version: any write, even of the same values, changes xmin. */
async function storedRules() {
  const { rows } = await database().query(
    `select xmin::text as version, attendee_names_required, meal_choices, event_keys,
            answer_rules_content_at
     from public.rsvp_settings`,
  )
  return rows[0]
}

describe('the Studio’s questions applied by the webhook (apply_answer_rules_from_content)', () => {
  it('stores the rules of the document and answers them with what became of them', async () => {
    const answer = await applyRules(
      ['pozole', 'vegano'],
      ['event-ceremony'],
      '2026-11-20T10:00:00Z',
    )

    expect(answer).toEqual({
      names_required: false,
      meal_choices: ['pozole', 'vegano'],
      event_keys: ['event-ceremony'],
      outcome: 'applied',
    })
    expect(await storedRules()).toMatchObject({ meal_choices: ['pozole', 'vegano'] })
  })

  it('writes nothing when the same document comes again', async () => {
    const before = await storedRules()

    const answer = await applyRules(
      ['pozole', 'vegano'],
      ['event-ceremony'],
      '2026-11-20T10:00:00Z',
    )

    expect(answer.outcome).toBe('unchanged')
    expect(await storedRules()).toEqual(before)
  })

  it('keeps the newer rules when an older version of the document arrives late', async () => {
    const before = await storedRules()

    const answer = await applyRules(['vegano'], [], '2026-11-19T23:59:59Z')

    expect(answer).toMatchObject({ meal_choices: ['pozole', 'vegano'], outcome: 'stale' })
    expect(await storedRules()).toEqual(before)
  })

  it('refuses what the couple’s function refuses, and a document without its date', async () => {
    const before = await storedRules()
    for (const [meals, updatedAt] of [
      [['Con Mayúsculas'], '2026-11-21T10:00:00Z'],
      [['a', 'a'], '2026-11-21T10:00:00Z'],
      [['vegano'], null],
    ] as const) {
      await expect(applyRules([...meals], [], updatedAt)).rejects.toMatchObject({
        message: 'rsvp_invalid_rules',
      })
    }
    expect(await storedRules()).toEqual(before)
  })

  it('is out of reach of guests and of the signed-in couple, who have couple_set_answer_rules', async () => {
    const args = [false, [], [], '2026-11-22T10:00:00Z']
    await expect(asAnon(database(), '198.51.100.40', call, args)).rejects.toMatchObject({
      code: '42501',
    })
    await expect(asUser(database(), coupleEmail, call, args)).rejects.toMatchObject({
      code: '42501',
    })
  })

  it('leaves the couple’s function answering as before, on the same body', async () => {
    const { rows } = await asUser<{ answer: unknown }>(
      database(),
      coupleEmail,
      'select public.couple_set_answer_rules(true, $1::text[], $2::text[]) as answer',
      [['vegano'], []],
    )
    expect(rows[0]?.answer).toEqual({
      names_required: true,
      meal_choices: ['vegano'],
      event_keys: [],
    })
    // the couple's change keeps the date of the last document the webhook applied
    expect(await storedRules()).toMatchObject({
      attendee_names_required: true,
      answer_rules_content_at: new Date('2026-11-20T10:00:00Z'),
    })
  })
})
