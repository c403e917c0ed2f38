import { answerRulesFrom, type AnswerRules } from '../../../web/src/content/answer-rules.ts'
import { parseDelivery, questionsType } from './delivery.ts'
import { readLimitedBody } from '../_shared/read-body.ts'
import { checkSanitySignature, signatureHeader } from './signature.ts'

/** What the database made of a delivery: the rules now in force and whether these changed them. */
export type AppliedRules = AnswerRules & { outcome: 'applied' | 'unchanged' | 'stale' }

/** The database refused the rules (a rule's code), so sending them again cannot help. */
export class RulesRefused extends Error {}

export type WebhookHandlerOptions = {
  /** The webhook's secret, as set in Sanity; without one every request is refused. */
  secret: string
  apply: (rules: AnswerRules, contentUpdatedAt: string) => Promise<AppliedRules>
  logError?: (message: string, error: unknown) => void
  /** This function's clock, in ms since 1970 (a test's fixed one): Date.now by default. */
  now?: () => number
}

/** The questions document's projection is well under a kilobyte; 20 meals and 10 events fit. */
export const maxBodyBytes = 64 * 1024

const reply = (status: number, body: Record<string, unknown>, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers })

const utf8 = new TextDecoder('utf-8', { fatal: true })

const isQuestionsDocument = (value: unknown) =>
  typeof value === 'object' && value !== null && '_type' in value && value._type === questionsType

/**
 * The document's _updatedAt as the database compares it, never later than this function's clock:
 * a date in the year 9999 would make every real publication after it look older ("stale").
 */
function updatedAtByNow(updatedAt: string, now: number): string | null {
  const time = Date.parse(updatedAt)
  return Number.isNaN(time) ? null : new Date(Math.min(time, now)).toISOString()
}

function parseJson(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(utf8.decode(bytes)) }
  } catch {
    return { ok: false }
  }
}

/**
 * The Studio's questions webhook: checks Sanity's signature and that it is under 5 minutes old,
 * reads the questions document the webhook projects (no other type), and applies the rules the
 * guest's form follows from it, dated no later than now. 2xx only when the database holds them
 * (so Sanity retries anything else that may pass later).
 */
export function createWebhookHandler(options: WebhookHandlerOptions) {
  const logError = options.logError ?? ((message, error) => console.error(message, error))
  const clock = options.now ?? Date.now
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') {
      return reply(405, { error: 'method_not_allowed', message: 'POST only' }, { allow: 'POST' })
    }
    if (!options.secret) {
      logError('apply-answer-rules: SANITY_WEBHOOK_SECRET is not set', null)
      return reply(500, { error: 'not_configured', message: 'The webhook secret is not set' })
    }
    const body = await readLimitedBody(request, maxBodyBytes)
    if (!body.ok) {
      return reply(413, { error: 'too_large', message: `The body is over ${maxBodyBytes} bytes` })
    }
    const now = clock()
    const header = request.headers.get(signatureHeader)
    const signature = await checkSanitySignature(body.bytes, header, options.secret, now)
    if (signature === 'invalid') {
      return reply(401, { error: 'bad_signature', message: `Missing or wrong ${signatureHeader}` })
    }
    if (signature === 'outdated') {
      const message = 'The signature is older than 5 minutes or dated in the future'
      return reply(401, { error: 'outdated_signature', message })
    }
    const json = parseJson(body.bytes)
    if (!json.ok) return reply(400, { error: 'invalid_json', message: 'The body is not JSON' })
    if (!isQuestionsDocument(json.value)) {
      const message =
        `Only the questions document (_type "${questionsType}") sets the answer rules: ` +
        'filter the webhook on it and send _type in the projection (docs/deploying.md)'
      return reply(400, { error: 'not_the_questions', message })
    }
    const parsed = parseDelivery(json.value)
    const updatedAt = parsed.ok && updatedAtByNow(parsed.delivery._updatedAt, now)
    if (!parsed.ok || !updatedAt) {
      const field = parsed.ok ? '_updatedAt' : parsed.field
      const message = `The field ${field} is not as the webhook's projection makes it`
      return reply(400, { error: 'invalid_body', message })
    }

    try {
      const applied = await options.apply(answerRulesFrom(parsed.delivery), updatedAt)
      return reply(200, applied)
    } catch (error) {
      if (error instanceof RulesRefused) {
        return reply(422, { error: 'rules_refused', message: error.message })
      }
      logError('apply-answer-rules: the database could not be reached', error)
      return reply(503, { error: 'database_unavailable', message: 'Try again later' })
    }
  }
}
