/**
 * One fixed text of the guest pages, written once: the wording the site shows while the couple
 * leave its field of «Textos del sitio» empty, and that field's title in the Studio. Both must be
 * plain string literals: guest builds cut each entry to `[wording]`
 * (`tooling/site-text-titles-plugin.ts`), so the site never reads a title.
 */
export type SiteText = readonly [wording: string, studioTitle: string]

/** An area's texts by field name; the Studio's fields and the site's defaults both come from it. */
export type SiteTextTable<Key extends string = string> = Readonly<Record<Key, SiteText>>

/** Declares an area's texts, keeping their field names as literal keys. */
export function defineSiteTexts<Key extends string>(
  table: Record<Key, SiteText>,
): SiteTextTable<Key> {
  return table
}

/** The wording of every text in a table: what the site shows where the couple wrote nothing. */
export function defaultWording<Key extends string>(table: SiteTextTable<Key>): Record<Key, string> {
  const wording = {} as Record<Key, string>
  for (const key of Object.keys(table) as Key[]) wording[key] = table[key][0]
  return wording
}
