import { createClient } from '@sanity/client'
import { readFile } from 'node:fs/promises'
import {
  sanityClientSettings,
  sanityTargetFromEnv,
  type SanityApiTarget,
} from '../../web/src/config/sanity-api'
import { createGroqSource } from '../../web/src/content/groq-source'
import { rsvpQuestionsQuery } from '../../web/src/content/queries'
import { rsvpQuestionsFrom, rsvpQuestionTextDefaults } from '../../web/src/content/rsvp-questions'
import type { RsvpQuestionsQueryResult } from '../../web/src/content/sanity.types'
import { withDefaultTexts } from '../../web/src/content/default-texts'
import { defaultTimeZone } from '../../web/src/lib/guest-csv/local-time'
import { peopleLabelsOf, type PeopleLabels } from '../../web/src/lib/guest-csv/people-rows'
import { StoreError } from './stores/store-error'

const defaultDataset = new URL('../../content/data.ndjson', import.meta.url)

/** Where the content is: the couple's Sanity project, or the embedded dataset file. */
export type ContentConfig =
  { kind: 'sanity'; target: SanityApiTarget } | { kind: 'embedded'; dataset: URL | string }

export type ContentEnv = {
  VITE_SANITY_PROJECT_ID?: string
  VITE_SANITY_DATASET?: string
  VITE_SANITY_API_HOST?: string
}

/** The content the site reads: Sanity when VITE_SANITY_PROJECT_ID is set, else the dataset. */
export function contentConfigFromEnv(env: ContentEnv): ContentConfig {
  const target = sanityTargetFromEnv(env)
  return target ? { kind: 'sanity', target } : { kind: 'embedded', dataset: defaultDataset }
}

/** What the exports take from the content: the wedding's clock and the couple's words. */
export type ExportContent = { timeZone: string; labels: PeopleLabels }

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

// the site's own query for the questions, beside the time zone of «Ajustes generales»
const exportContentQuery = `{
  "timeZone": *[_type == "siteSettings"][0].timeZone,
  "questions": ${rsvpQuestionsQuery}
}`

type ExportContentResult = { timeZone?: unknown; questions: RsvpQuestionsQueryResult | null }

async function fetchContent(config: ContentConfig): Promise<ExportContentResult | null> {
  if (config.kind === 'sanity') {
    const { projectId, dataset } = config.target
    const client = createClient({
      ...sanityClientSettings(config.target),
      useCdn: false,
      perspective: 'published',
    })
    try {
      return await client.fetch<ExportContentResult>(exportContentQuery)
    } catch (error) {
      throw new StoreError(
        `Could not read the content of Sanity project ${projectId} (dataset ${dataset}): ` +
          `${(error as Error).message}`,
      )
    }
  }
  let text: string
  try {
    text = await readFile(config.dataset, 'utf8')
  } catch {
    return null
  }
  const documents = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as object)
  return (await createGroqSource(documents).fetch(exportContentQuery, {})) as ExportContentResult
}

/**
 * The wedding's time zone (siteSettings.timeZone), so exported dates read as the couple's clock,
 * and the words of «Preguntas de la confirmación» (meals, events, the age groups, «Sin
 * preferencia»), read from the same content as the site, with the site's defaults where it says
 * nothing.
 */
export async function readExportContent(config: ContentConfig): Promise<ExportContent> {
  const content = await fetchContent(config)
  const zone = typeof content?.timeZone === 'string' ? content.timeZone.trim() : ''
  const questions = content?.questions ?? null
  return {
    timeZone: zone && isTimeZone(zone) ? zone : defaultTimeZone,
    labels: peopleLabelsOf(
      rsvpQuestionsFrom(questions),
      withDefaultTexts(rsvpQuestionTextDefaults, questions?.texts),
    ),
  }
}
