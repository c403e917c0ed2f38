import { createGroqSource } from '../../../../web/src/content/groq-source'
import { rsvpQuestionsQuery } from '../../../../web/src/content/queries'
import { defaultDataset } from '../../../support/default-dataset'

type QuestionsDocument = Record<string, unknown>

/**
 * Puts «Preguntas de la confirmación» into the content store as a prerendered /rsvp carries it:
 * the site's query over a copy of the default dataset, changed first by `edit`.
 */
export async function primeRsvpQuestions(edit?: (questions: QuestionsDocument) => void) {
  const { documents } = await defaultDataset()
  const copy = structuredClone(documents) as { _type?: string }[]
  const questions = copy.find((document) => document._type === 'rsvpQuestions')
  if (!questions) throw new Error('The default dataset has no rsvpQuestions document')
  edit?.(questions as QuestionsDocument)
  const result = await createGroqSource(copy).fetch(rsvpQuestionsQuery, {})
  // loaded here rather than above: the content store reads the site's settings as it loads
  // (render-rsvp-page.tsx)
  const { contentKey, primeContent } = await import('../../../../web/src/content/content-store')
  primeContent({
    [contentKey(rsvpQuestionsQuery, {})]: { query: rsvpQuestionsQuery, params: {}, result },
  })
}

/** Every question of the form switched off: the spec's flow. */
export function askNothing(questions: QuestionsDocument) {
  for (const question of [
    'askNames',
    'askAgeGroup',
    'askMeal',
    'askEvents',
    'askMessage',
    'askSong',
  ]) {
    questions[question] = false
  }
}
