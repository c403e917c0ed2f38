import { contentKey, primeContent } from '../../web/src/content/content-store'
import { createGroqSource } from '../../web/src/content/groq-source'
import { siteTextsQuery } from '../../web/src/content/queries'
import { defaultDataset } from './default-dataset'

type SiteTextsDocument = Record<string, Record<string, string> | string>

/**
 * Puts «Textos del sitio» into the content store as the page would load it: the site's own query
 * over a copy of the default dataset, changed first by `edit` when a test rewords something.
 */
export async function primeSiteTexts(edit?: (texts: SiteTextsDocument) => void): Promise<void> {
  const { documents } = await defaultDataset()
  const copy = structuredClone(documents) as { _type?: string }[]
  const texts = copy.find((document) => document._type === 'siteTexts') as SiteTextsDocument
  edit?.(texts)
  const result = await createGroqSource(copy).fetch(siteTextsQuery, {})
  primeContent({ [contentKey(siteTextsQuery, {})]: { query: siteTextsQuery, params: {}, result } })
}
