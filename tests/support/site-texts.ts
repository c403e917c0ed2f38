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
  const result = edit ? await querySiteTexts(edit) : await defaultSiteTexts()
  primeContent({
    [contentKey(siteTextsQuery, {})]: {
      query: siteTextsQuery,
      params: {},
      result: structuredClone(result),
    },
  })
}

// Every test starts from these: queried once per test file, handed out as copies.
let unedited: Promise<unknown> | undefined
const defaultSiteTexts = () => (unedited ??= querySiteTexts())

async function querySiteTexts(edit?: (texts: SiteTextsDocument) => void): Promise<unknown> {
  const { documents } = await defaultDataset()
  const copy = structuredClone(documents) as { _type?: string }[]
  const texts = copy.find((document) => document._type === 'siteTexts') as SiteTextsDocument
  edit?.(texts)
  return createGroqSource(copy).fetch(siteTextsQuery, {})
}
