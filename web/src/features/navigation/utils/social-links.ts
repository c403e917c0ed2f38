import type { LayoutQueryResult } from '../../../content/sanity.types'

type Navigation = NonNullable<LayoutQueryResult['navigation']>
export type SocialLink = NonNullable<Navigation['socialLinks']>[number]
export type SocialNetwork = NonNullable<SocialLink['network']>
export type CompleteSocialLink = { _key: string; network: SocialNetwork; url: string }

/** Only complete links to web addresses are shown; a javascript: or empty URL never is. */
export function socialLinksOf(links: readonly SocialLink[] | null | undefined) {
  return (links ?? []).flatMap(({ _key, network, url }): CompleteSocialLink[] =>
    network && url && /^https?:\/\/\S+$/i.test(url) ? [{ _key, network, url }] : [],
  )
}

export function contactLinesOf(lines: readonly (string | null)[] | null | undefined): string[] {
  return (lines ?? []).filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  )
}
