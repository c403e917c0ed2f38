import * as v from 'valibot'
import { AnswerRulesContent } from '../../../web/src/content/answer-rules.ts'

/** The only document whose deliveries set the rules: «Preguntas de la confirmación». */
export const questionsType = 'rsvpQuestions'

/**
 * The webhook's body: its projection of the questions document (docs/deploying.md gives it), with
 * the document's _type (no other document sets the rules) and _updatedAt, so a late delivery of an
 * older version can be told apart.
 */
export const AnswerRulesDelivery = v.object({
  ...AnswerRulesContent.entries,
  _type: v.literal(questionsType),
  _updatedAt: v.pipe(v.string(), v.isoTimestamp()),
})

export type AnswerRulesDelivery = v.InferOutput<typeof AnswerRulesDelivery>

/** The delivery, or the first field that is not as the projection makes it. */
export function parseDelivery(
  body: unknown,
): { ok: true; delivery: AnswerRulesDelivery } | { ok: false; field: string } {
  const result = v.safeParse(AnswerRulesDelivery, body)
  if (result.success) return { ok: true, delivery: result.output }
  return { ok: false, field: v.getDotPath(result.issues[0]) ?? '(the body)' }
}
