import { createHmac } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { claimsOf } from '../../../server/auth/request-claims'
import { parseNdjson } from '../../../tooling/content-dataset'
import { createGroqSource } from '../../../web/src/content/groq-source'
import { rsvpQuestionsQuery } from '../../../web/src/content/queries'
import type { RsvpQuestionsQueryResult } from '../../../web/src/content/sanity.types'
import { answerRulesOf, rsvpQuestionsFrom } from '../../../web/src/content/rsvp-questions'
import { startApi, type RunningApi } from '../../server/support/start-api'
import { startEdgeFunction, type RunningFunction } from '../support/start-edge-function'

const secret = 'the-webhook-secret-of-this-test'
// the key hosted Supabase gives the function; the stand-in API below runs it as service_role
const serviceRoleKey = 'service-role-key-of-this-test'

let api: RunningApi
let fn: RunningFunction

/** The filter and projection of the webhook, as docs/deploying.md tells the couple to set them. */
async function documentedWebhook(): Promise<{ filter: string; projection: string }> {
  const guide = await readFile('docs/deploying.md', 'utf8')
  const section = guide.slice(guide.indexOf('### The questions webhook'))
  const filter = /^\s*\| Filter\s*\| `([^`]+)`/m.exec(section)?.[1]
  const projection = /```groq\n([\s\S]+?)```/.exec(section)?.[1]
  if (!filter || !projection) throw new Error('docs/deploying.md gives no filter or projection')
  return { filter, projection: projection.replace(/^ {3}/gm, '') }
}

/**
 * The default dataset with the questions published anew in the Studio: `change` edits them, and
 * the body Sanity would send is the documented projection of the document the filter picks.
 */
async function delivery(
  updatedAt: string,
  change: (questions: Record<string, unknown>) => void = () => {},
): Promise<{ body: string; content: RsvpQuestionsQueryResult }> {
  const documents = parseNdjson(await readFile('content/data.ndjson', 'utf8'))
  const questions = documents.find((document) => document._type === 'rsvpQuestions')!
  change(questions as Record<string, unknown>)
  Object.assign(questions, { _updatedAt: updatedAt })
  const source = createGroqSource(documents)
  const { filter, projection } = await documentedWebhook()
  const body = await source.fetch(`*[${filter}][0]${projection}`, {})
  const content = (await source.fetch(rsvpQuestionsQuery, {})) as RsvpQuestionsQueryResult
  return { body: JSON.stringify(body), content }
}

const withPozoleAndEvents = (questions: Record<string, unknown>) => {
  ;(questions.mealChoices as object[]).push({
    _key: 'pozole',
    _type: 'mealChoice',
    label: 'Pozole',
    asksDetails: false,
  })
  questions.askEvents = true
}

/** The signature header Sanity sends: HMAC-SHA256 of `<ms>.<body>`, base64url. */
function signature(body: string, key = secret, timestamp = Date.now()): string {
  const digest = createHmac('sha256', key).update(`${timestamp}.${body}`).digest('base64url')
  return `t=${timestamp},v1=${digest}`
}

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(fn.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })

const signedPost = (body: string) => post(body, { 'sanity-webhook-signature': signature(body) })

/** The settings row as stored, with its row version: a write of any kind changes xmin. */
async function storedRules() {
  const { rows } = await api.db.query<Record<string, unknown>>(
    `select xmin::text as version, attendee_names_required, meal_choices, event_keys,
            answer_rules_content_at
     from public.rsvp_settings`,
  )
  return rows[0]!
}

const answerWith = (meal: string, events: string[]) =>
  api.rpc('respond_invitation', {
    p_human_key: '004',
    p_will_attend: true,
    p_confirmed_tickets: 1,
    p_people: [{ name: 'Ana', child: false, meal, meal_details: null, events }],
  })

beforeAll(async () => {
  api = await startApi({
    // hosted Supabase runs the service role key as service_role; the embedded server never does
    authorize: async (db, authorization) =>
      authorization === `Bearer ${serviceRoleKey}`
        ? { ok: true, role: 'service_role' }
        : claimsOf(db, authorization),
  })
  fn = await startEdgeFunction('apply-answer-rules', {
    SUPABASE_URL: api.baseUrl,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    SANITY_WEBHOOK_SECRET: secret,
  })
}, 120_000)
afterAll(async () => {
  await fn?.stop()
  await api?.close()
})

describe('the Edge Function apply-answer-rules, under Deno, on the embedded database', () => {
  it('applies the published questions when Sanity signs them, and a guest may then choose a new meal and the events', async () => {
    await expect((await answerWith('pozole', [])).json()).resolves.toMatchObject({
      message: 'rsvp_unknown_meal',
    })
    const { body, content } = await delivery('2026-11-20T10:00:00Z', withPozoleAndEvents)

    const response = await signedPost(body)

    expect(response.status).toBe(200)
    const rules = answerRulesOf(rsvpQuestionsFrom(content))
    expect(rules.mealChoices).toContain('pozole')
    expect(rules.eventKeys).toEqual(['event-ceremony', 'event-reception'])
    await expect(response.json()).resolves.toEqual({ ...rules, outcome: 'applied' })
    const answer = await answerWith('pozole', ['event-reception'])
    expect(answer.status).toBe(200)
    await expect(answer.json()).resolves.toMatchObject({ will_attend: true })
  })

  it('changes nothing when the same delivery comes again, nor for an older version delivered late', async () => {
    const { body } = await delivery('2026-11-20T10:00:00Z', withPozoleAndEvents)
    const before = await storedRules()

    const again = await signedPost(body)
    expect(again.status).toBe(200)
    await expect(again.json()).resolves.toMatchObject({ outcome: 'unchanged' })
    expect(await storedRules()).toEqual(before)

    const older = await delivery('2026-11-19T10:00:00Z')
    const late = await signedPost(older.body)
    expect(late.status).toBe(200)
    await expect(late.json()).resolves.toMatchObject({ outcome: 'stale' })
    expect(await storedRules()).toEqual(before)
  })

  it('refuses a missing or wrong signature, or a body changed after signing, and changes nothing', async () => {
    const { body } = await delivery('2026-11-21T10:00:00Z')
    const before = await storedRules()
    const signed = signature(body)
    const refused = [
      await post(body),
      await post(body, { 'sanity-webhook-signature': signature(body, 'not-the-secret') }),
      await post(body.replace('"askMeal":true', '"askMeal":false'), {
        'sanity-webhook-signature': signed,
      }),
      await post(body, { 'sanity-webhook-signature': signed.replace('v1=', 'v1=x') }),
      await post(body, { authorization: `Bearer ${secret}` }),
    ]
    for (const response of refused) {
      expect(response.status).toBe(401)
      await expect(response.json()).resolves.toMatchObject({ error: 'bad_signature' })
    }
    expect(await storedRules()).toEqual(before)
  })

  it('refuses a body over 64 KiB, one that is not JSON or not the projection, and any method but POST', async () => {
    const before = await storedRules()
    const huge = JSON.stringify({ padding: 'x'.repeat(70 * 1024) })
    const tooLarge = await signedPost(huge)
    expect(tooLarge.status).toBe(413)
    const notJson = await signedPost('{"askMeal": tru')
    expect(notJson.status).toBe(400)
    await expect(notJson.json()).resolves.toMatchObject({ error: 'invalid_json' })
    const noDate = await signedPost(
      JSON.stringify({ _type: 'rsvpQuestions', askMeal: true, mealChoices: [] }),
    )
    expect(noDate.status).toBe(400)
    await expect(noDate.json()).resolves.toMatchObject({
      message: expect.stringMatching(/_updatedAt/),
    })
    const badChoice = await signedPost(
      JSON.stringify({
        _type: 'rsvpQuestions',
        _updatedAt: '2026-11-22T10:00:00Z',
        askMeal: true,
        mealChoices: [{ label: 'Sin clave' }],
      }),
    )
    expect(badChoice.status).toBe(400)
    await expect(badChoice.json()).resolves.toMatchObject({
      message: expect.stringMatching(/mealChoices\.0\._key/),
    })
    for (const method of ['GET', 'PUT']) {
      const response = await fetch(fn.url, { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
    }
    expect(await storedRules()).toEqual(before)
  })

  it('refuses a signature older than 5 minutes, dated ahead or in 1970, and changes nothing', async () => {
    const { body } = await delivery('2026-11-24T10:00:00Z', withPozoleAndEvents)
    const before = await storedRules()
    const minute = 60_000
    for (const signedAt of [0, Date.now() - 6 * minute, Date.now() + 10 * minute]) {
      const response = await post(body, {
        'sanity-webhook-signature': signature(body, secret, signedAt),
      })
      expect(response.status).toBe(401)
      await expect(response.json()).resolves.toMatchObject({ error: 'outdated_signature' })
    }
    expect(await storedRules()).toEqual(before)
    // the same body signed 4 minutes ago is Sanity's: the same rules, so nothing to change
    const recent = await post(body, {
      'sanity-webhook-signature': signature(body, secret, Date.now() - 4 * minute),
    })
    expect(recent.status).toBe(200)
  })

  it('refuses a signed body of another document: the site settings do not wipe the meals', async () => {
    const documents = parseNdjson(await readFile('content/data.ndjson', 'utf8'))
    const settings = documents.find((document) => document._type === 'siteSettings')!
    const before = await storedRules()
    expect(before.meal_choices).toContain('pozole')

    const response = await signedPost(
      JSON.stringify({ ...settings, _updatedAt: new Date().toISOString() }),
    )

    expect(response.status).toBe(400)
    await expect(response.json()).resolves.toMatchObject({ error: 'not_the_questions' })
    expect(await storedRules()).toEqual(before)
  })

  it('counts a document dated in the year 9999 as of now, so the next real publication applies', async () => {
    const future = await delivery('9999-12-31T23:59:59Z')
    const beforeFuture = Date.now()
    const applied = await signedPost(future.body)
    expect(applied.status).toBe(200)
    const stored = await storedRules()
    const storedAt = new Date(stored.answer_rules_content_at as Date).getTime()
    expect(storedAt).toBeGreaterThanOrEqual(beforeFuture - 1000)
    expect(storedAt).toBeLessThanOrEqual(Date.now())

    // published after it, by the clocks of this machine
    const next = await delivery(new Date().toISOString(), withPozoleAndEvents)
    const response = await signedPost(next.body)
    await expect(response.json()).resolves.toMatchObject({ outcome: 'applied' })
    expect((await storedRules()).meal_choices).toContain('pozole')
  })

  it('imports from npm only what package.json installs, at the same versions', async () => {
    const { imports } = JSON.parse(
      await readFile('supabase/functions/apply-answer-rules/deno.json', 'utf8'),
    ) as { imports: Record<string, string> }
    const { dependencies } = JSON.parse(await readFile('package.json', 'utf8')) as {
      dependencies: Record<string, string>
    }
    for (const [name, specifier] of Object.entries(imports)) {
      expect(specifier).toBe(`npm:${name}@${dependencies[name]}`)
    }
  })
})

describe('the Edge Function apply-answer-rules, with the database out of reach', () => {
  let unreachable: RunningFunction
  beforeAll(async () => {
    unreachable = await startEdgeFunction('apply-answer-rules', {
      // nothing listens on port 9 (discard) of this machine
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      SANITY_WEBHOOK_SECRET: secret,
    })
  }, 120_000)
  afterAll(() => unreachable?.stop())

  it('answers 503, so that Sanity delivers the questions again later', async () => {
    const { body } = await delivery('2026-11-23T10:00:00Z')
    const response = await fetch(unreachable.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature(body) },
      body,
    })
    expect(response.status).toBe(503)
    await expect(response.json()).resolves.toMatchObject({ error: 'database_unavailable' })
  })
})
