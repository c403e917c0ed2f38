import { answerRulesFrom, type AnswerRules } from '../../../web/src/content/answer-rules.ts'
import { parseDelivery } from './delivery.ts'
import { readLimitedBody } from './read-body.ts'
import { isSignedBySanity, signatureHeader } from './signature.ts'

/** What the database made of a delivery: the rules now in force and whether these changed them. */
export type AppliedRules = AnswerRules & { outcome: 'applied' | 'unchanged' | 'stale' }

/** The database refused the rules (a rule's code), so sending them again cannot help. */
export class RulesRefused extends Error {}

export type WebhookHandlerOptions = {
  /** The webhook's secret, as set in Sanity; without one every request is refused. */
  secret: string
  apply: (rules: AnswerRules, contentUpdatedAt: string) => Promise<AppliedRules>
  logError?: (message: string, error: unknown) => void
}

/** The questions document's projection is well under a kilobyte; 20 meals and 10 events fit. */
export const maxBodyBytes = 64 * 1024

const reply = (status: number, body: Record<string, unknown>, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers })

const utf8 = new TextDecoder('utf-8', { fatal: true })

function parseJson(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(utf8.decode(bytes)) }
  } catch {
    return { ok: false }
  }
}

/**
 * The Studio's questions webhook: checks Sanity's signature, reads the questions document the
 * webhook projects, and applies the rules the guest's form follows from it. 2xx only when the
 * database holds them (so Sanity retries anything else that may pass later).
 */
export function createWebhookHandler(options: WebhookHandlerOptions) {
  const logError = options.logError ?? ((message, error) => console.error(message, error))
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
    if (
      !(await isSignedBySanity(body.bytes, request.headers.get(signatureHeader), options.secret))
    ) {
      return reply(401, { error: 'bad_signature', message: `Missing or wrong ${signatureHeader}` })
    }
    const json = parseJson(body.bytes)
    if (!json.ok) return reply(400, { error: 'invalid_json', message: 'The body is not JSON' })
    const parsed = parseDelivery(json.value)
    if (!parsed.ok) {
      const message = `The field ${parsed.field} is not as the webhook's projection makes it`
      return reply(400, { error: 'invalid_body', message })
    }

    try {
      const applied = await options.apply(
        answerRulesFrom(parsed.delivery),
        parsed.delivery._updatedAt,
      )
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
