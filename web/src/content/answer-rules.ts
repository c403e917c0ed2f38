import * as v from 'valibot'

// This module imports nothing of the site: the Edge Function apply-answer-rules (Deno) uses it too,
// so the database accepts exactly the choices the form offers.

/**
 * The fields of «Preguntas de la confirmación» that decide what the database accepts: what
 * rsvpQuestionsQuery reads of them and what the Studio's webhook sends. A field left empty in the
 * Studio comes as null or not at all.
 */
export const AnswerRulesContent = v.object({
  askNames: v.nullish(v.boolean()),
  namesRequired: v.nullish(v.boolean()),
  askMeal: v.nullish(v.boolean()),
  mealChoices: v.nullish(
    v.array(
      v.object({
        _key: v.string(),
        label: v.nullish(v.string()),
        asksDetails: v.nullish(v.boolean()),
      }),
    ),
  ),
  askEvents: v.nullish(v.boolean()),
  // a reference to an unpublished or deleted event comes as null
  eventsAsked: v.nullish(
    v.array(v.nullable(v.object({ _id: v.string(), title: v.nullish(v.string()) }))),
  ),
})

export type AnswerRulesContent = v.InferOutput<typeof AnswerRulesContent>

/** What the database enforces of the questions: rsvp_settings, set by couple_set_answer_rules. */
export type AnswerRules = { namesRequired: boolean; mealChoices: string[]; eventKeys: string[] }

/**
 * A choice's key as the database takes it (1 to 40 of a-z, 0-9 and -): the Studio's array keys and
 * document ids already are, but a pasted or imported one may not be.
 */
export function answerKey(key: string): string {
  const cleaned = key
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 40)
  return cleaned || 'opcion'
}

export const namesRequiredOf = (content: AnswerRulesContent): boolean =>
  (content.askNames ?? false) && (content.namesRequired ?? false)

/** The meal choices the form offers: those with a label, each key once, at most 20. */
export function mealChoicesOf(content: AnswerRulesContent) {
  if (!content.askMeal) return []
  const choices = (content.mealChoices ?? []).flatMap((choice) =>
    choice.label?.trim()
      ? [{ key: answerKey(choice._key), label: choice.label, asksDetails: !!choice.asksDetails }]
      : [],
  )
  return uniqueBy(choices, (choice) => choice.key).slice(0, 20)
}

/** The events the form asks about: published ones with a title, each once, at most 10. */
export function eventChoicesOf(content: AnswerRulesContent) {
  if (!content.askEvents) return []
  const events = (content.eventsAsked ?? []).flatMap((event) =>
    event?._id && event.title ? [{ key: answerKey(event._id), title: event.title }] : [],
  )
  return uniqueBy(events, (event) => event.key).slice(0, 10)
}

/** The database's rules for these questions. */
export function answerRulesFrom(content: AnswerRulesContent): AnswerRules {
  return {
    namesRequired: namesRequiredOf(content),
    mealChoices: mealChoicesOf(content).map((choice) => choice.key),
    eventKeys: eventChoicesOf(content).map((event) => event.key),
  }
}

function uniqueBy<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = keyOf(item)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
