import type { QueryParams } from '@sanity/client'
import { use, useMemo, useSyncExternalStore } from 'react'
import { contentEntry, settledContent, subscribeToContent } from './content-store'
import { siteTextsQuery } from './queries'
import type { SiteTextsQueryResult } from './sanity.types'
import { withDefaultTexts, type Texts } from './default-texts'

export { withDefaultTexts }

type SiteTextArea = keyof NonNullable<SiteTextsQueryResult>

const noParams: QueryParams = {}
const readSiteTexts = () =>
  settledContent(siteTextsQuery, noParams) as SiteTextsQueryResult | undefined
const siteTextsEntry = () => contentEntry(siteTextsQuery, noParams) as Promise<SiteTextsQueryResult>

/** One area of «Textos del sitio» («rsvp», «events», …) over its defaults; suspends until loaded. */
export function useSiteTexts<Defaults extends Record<string, string>>(
  area: SiteTextArea,
  defaults: Defaults,
): Texts<Defaults> {
  const loaded = useSyncExternalStore(subscribeToContent, readSiteTexts, readSiteTexts)
  const written = loaded?.[area]
  const texts = useMemo(() => withDefaultTexts(defaults, written), [defaults, written])
  // Read straight from the store once loaded: `use` on every render made a navigation inside a
  // transition hide the page behind its Suspense fallback. It comes after every hook, so a
  // mount that suspends here replays with the same hooks (React throws #467 otherwise).
  if (loaded === undefined) use(siteTextsEntry())
  return texts
}

/**
 * The same, for screens that must render even when content cannot load (the error screen): the
 * couple's wording if it has already arrived, the defaults otherwise, and it never suspends.
 */
export function useLoadedSiteTexts<Defaults extends Record<string, string>>(
  area: SiteTextArea,
  defaults: Defaults,
): Texts<Defaults> {
  const written = useSyncExternalStore(subscribeToContent, readSiteTexts, readSiteTexts)?.[area]
  return useMemo(() => withDefaultTexts(defaults, written), [defaults, written])
}
