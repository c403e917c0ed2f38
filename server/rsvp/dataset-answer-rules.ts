import type { PGlite } from '@electric-sql/pglite'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { datasetFile, parseNdjson } from '../../tooling/content-dataset.ts'
import type { RsvpQuestionsQueryResult } from '../../web/src/content/sanity.types'
import { createGroqSource } from '../../web/src/content/groq-source.ts'
import { rsvpQuestionsQuery } from '../../web/src/content/queries.ts'
import { answerRulesFrom, type AnswerRules } from '../../web/src/content/answer-rules.ts'

/**
 * Makes the embedded database accept what the embedded dataset's «Preguntas de la confirmación»
 * offer a guest, as soon as it opens: a question changed in the dataset takes effect on the next
 * start, with no visit to /novios. (With Sanity, the Studio's webhook applies them through the Edge
 * Function apply-answer-rules, and the dashboard when it opens.)
 */
export async function applyDatasetAnswerRules(
  db: PGlite,
  contentDir: string,
): Promise<AnswerRules> {
  // the documents only: the questions reference no image
  const documents = parseNdjson(await readFile(path.join(contentDir, datasetFile), 'utf8'))
  const content = (await createGroqSource(documents).fetch(
    rsvpQuestionsQuery,
    {},
  )) as RsvpQuestionsQueryResult
  const rules = answerRulesFrom(content ?? {})
  await db.query('select private.set_answer_rules($1, $2::text[], $3::text[])', [
    rules.namesRequired,
    rules.mealChoices,
    rules.eventKeys,
  ])
  return rules
}
