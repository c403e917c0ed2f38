import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { prerenderedPaths } from '../web/src/config/paths'
import { createGroqSource } from '../web/src/content/groq-source'
import { portfolioProjectsQuery } from '../web/src/content/queries'
import type { PortfolioProjectsQueryResult } from '../web/src/content/sanity.types'
import { loadEmbeddedDataset } from './content-dataset'

const defaultContentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content')

/**
 * Every address of the route table, with ids taken from the default dataset: what a build in the
 * embedded mode prerenders, for the benchmark and the browser tests to open.
 */
export async function siteAddresses(contentDir = defaultContentDir): Promise<string[]> {
  const { documents } = await loadEmbeddedDataset(contentDir)
  const projects = (await createGroqSource(documents).fetch(
    portfolioProjectsQuery,
    {},
  )) as PortfolioProjectsQueryResult
  return prerenderedPaths({
    portfolioProjectNumbers: projects.flatMap((project) =>
      typeof project.number === 'number' ? [project.number] : [],
    ),
  })
}
