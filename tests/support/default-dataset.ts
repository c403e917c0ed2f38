import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadEmbeddedDataset, type EmbeddedDataset } from '../../tooling/content-dataset'
import { createGroqSource } from '../../web/src/content/groq-source'
import type { QueryResult } from '../../web/src/content/fetch-content'

export const contentDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../content',
)

let dataset: Promise<EmbeddedDataset> | undefined

export function defaultDataset(): Promise<EmbeddedDataset> {
  dataset ??= loadEmbeddedDataset(contentDir)
  return dataset
}

/** Runs a query of the site against the default dataset, exactly as the embedded mode does. */
export async function queryDefaultDataset<const Query extends string>(
  query: Query,
  params: Record<string, unknown> = {},
): Promise<QueryResult<Query>> {
  const { documents } = await defaultDataset()
  return (await createGroqSource(documents).fetch(query, params)) as QueryResult<Query>
}
