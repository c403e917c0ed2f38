import type { PGlite } from '@electric-sql/pglite'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyDatasetAnswerRules } from '../../server/rsvp/dataset-answer-rules'
import { contentDir } from '../support/default-dataset'
import { openMigratedDatabase } from '../support/database-template'
import { asAnon } from '../database/support/as-anon'

let dir: string
let db: PGlite

/** The default dataset with the couple's questions changed in the Studio's way. */
async function datasetWith(change: (questions: Record<string, unknown>) => void): Promise<string> {
  const documents = (await readFile(path.join(contentDir, 'data.ndjson'), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  const questions = documents.find((document) => document._type === 'rsvpQuestions')!
  change(questions)
  const copy = await mkdtemp(path.join(dir, 'content-'))
  await writeFile(
    path.join(copy, 'data.ndjson'),
    documents.map((d) => JSON.stringify(d)).join('\n'),
  )
  return copy
}

const answerWithMeal = (meal: string, events: string[] = []) =>
  asAnon(db, '192.0.2.70', 'select public.respond_invitation($1, true, 1, $2::json)', [
    '004',
    JSON.stringify([{ name: 'Ana', child: false, meal, meal_details: null, events }]),
  ])

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dataset-rules-'))
  db = await openMigratedDatabase({ seed: true, modificationDeadline: '2999-01-01' })
}, 60_000)
afterAll(async () => {
  await db?.close()
  await rm(dir, { recursive: true, force: true })
})

describe('the embedded database on opening', () => {
  it('takes a meal choice and an event added in the dataset, with no visit to /novios', async () => {
    const changed = await datasetWith((questions) => {
      ;(questions.mealChoices as object[]).push({
        _key: 'pozole',
        _type: 'mealChoice',
        label: 'Pozole',
        asksDetails: false,
      })
      questions.askEvents = true
    })
    await expect(answerWithMeal('pozole')).rejects.toMatchObject({ message: 'rsvp_unknown_meal' })

    const rules = await applyDatasetAnswerRules(db, changed)

    expect(rules.mealChoices).toContain('pozole')
    expect(rules.eventKeys).toEqual(['event-ceremony', 'event-reception'])
    await expect(answerWithMeal('pozole', ['event-reception'])).resolves.toBeDefined()
    const { rows } = await db.query<{ meal_choices: string[]; event_keys: string[] }>(
      'select meal_choices, event_keys from public.rsvp_settings',
    )
    expect(rows[0]?.event_keys).toEqual(['event-ceremony', 'event-reception'])
  })

  it('refuses a choice the dataset no longer offers, and leaves the settings alone when nothing changed', async () => {
    const removed = await datasetWith((questions) => {
      questions.mealChoices = (questions.mealChoices as { _key: string }[]).filter(
        (choice) => choice._key !== 'vegano',
      )
    })
    await applyDatasetAnswerRules(db, removed)
    await expect(answerWithMeal('vegano')).rejects.toMatchObject({ message: 'rsvp_unknown_meal' })

    const before = await db.query('select xmin::text from public.rsvp_settings')
    await applyDatasetAnswerRules(db, removed)
    const after = await db.query('select xmin::text from public.rsvp_settings')
    expect(after.rows).toEqual(before.rows)
  })
})
