// Deno tests of the questions webhook's handler on a fixed clock: how old a signature may be, which
// document it may carry, and how late a date counts. Run by
// tests/supabase/functions/apply-answer-rules-clock.test.ts (npm's deno, no network).
import type { AnswerRules } from '../../../web/src/content/answer-rules.ts'
import { signatureHeader } from '../apply-answer-rules/signature.ts'
import { createWebhookHandler, type AppliedRules } from '../apply-answer-rules/webhook-handler.ts'

const secret = 'the-secret-of-the-clock-test'
const now = Date.parse('2026-12-12T18:00:00Z')
const minute = 60_000

const encoder = new TextEncoder()

async function signatureOf(body: string, timestamp: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const digest = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)),
  )
  const base64 = btoa(String.fromCharCode(...digest))
  return `t=${timestamp},v1=${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`
}

/** The handler on the fixed clock, and every date it asked the database to apply. */
function handlerOnTheClock() {
  const applied: string[] = []
  const handler = createWebhookHandler({
    secret,
    now: () => now,
    apply: (rules: AnswerRules, contentUpdatedAt: string): Promise<AppliedRules> => {
      applied.push(contentUpdatedAt)
      return Promise.resolve({ ...rules, outcome: 'applied' })
    },
    logError: () => {},
  })
  return { handler, applied }
}

const questions = (updatedAt = '2026-12-12T17:59:00Z') =>
  JSON.stringify({
    _type: 'rsvpQuestions',
    _updatedAt: updatedAt,
    askMeal: true,
    mealChoices: [{ _key: 'pozole', label: 'Pozole' }],
  })

async function post(
  handler: (request: Request) => Promise<Response>,
  body: string,
  signedAt: number,
) {
  const response = await handler(
    new Request('http://localhost/', {
      method: 'POST',
      headers: { [signatureHeader]: await signatureOf(body, signedAt) },
      body,
    }),
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

function expectEqual(actual: unknown, expected: unknown, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`)
  }
}

Deno.test('a signature up to 5 minutes old, or 30 seconds ahead, is taken', async () => {
  for (const signedAt of [now, now - 5 * minute, now + 30_000]) {
    const { handler, applied } = handlerOnTheClock()
    const response = await post(handler, questions(), signedAt)
    expectEqual(response.status, 200, `signed at ${new Date(signedAt).toISOString()}`)
    expectEqual(applied.length, 1, 'the rules applied')
  }
})

Deno.test('a signature older than 5 minutes, dated ahead or in 1970 is refused', async () => {
  for (const signedAt of [
    now - 5 * minute - 1,
    now - 60 * minute,
    now + 30_001,
    now + 60 * minute,
    0,
  ]) {
    const { handler, applied } = handlerOnTheClock()
    const response = await post(handler, questions(), signedAt)
    expectEqual(
      [response.status, response.body.error],
      [401, 'outdated_signature'],
      `signed at ${new Date(signedAt).toISOString()}`,
    )
    expectEqual(applied, [], 'nothing applied')
  }
})

Deno.test('a signed body of another document, or without its type, sets no rules', async () => {
  const bodies = [
    JSON.stringify({ _type: 'siteSettings', _updatedAt: '2026-12-12T17:59:00Z', title: 'Boda' }),
    JSON.stringify({ _updatedAt: '2026-12-12T17:59:00Z', askMeal: true, mealChoices: [] }),
    JSON.stringify({ _type: 'event', _updatedAt: '2026-12-12T17:59:00Z' }),
    JSON.stringify([{ _type: 'rsvpQuestions' }]),
  ]
  for (const body of bodies) {
    const { handler, applied } = handlerOnTheClock()
    const response = await post(handler, body, now)
    expectEqual([response.status, response.body.error], [400, 'not_the_questions'], body)
    expectEqual(applied, [], 'nothing applied')
  }
})

Deno.test(
  'a document dated after the clock counts as of the clock, an earlier one as dated',
  async () => {
    const { handler, applied } = handlerOnTheClock()
    await post(handler, questions('9999-12-31T23:59:59Z'), now)
    await post(handler, questions('2026-12-12T18:00:01Z'), now)
    await post(handler, questions('2026-12-01T09:30:00Z'), now)
    expectEqual(
      applied,
      ['2026-12-12T18:00:00.000Z', '2026-12-12T18:00:00.000Z', '2026-12-01T09:30:00.000Z'],
      'the dates the database compares',
    )
  },
)
