import type { StegaConfig } from '@sanity/client/stega'

/**
 * Fields the site reads as values, not words to show: a time zone, a choice from a list, a video
 * id. Invisible edit markers appended to them would break the code that reads them.
 */
const valueFields = new Set(['timeZone', 'network', 'topic', 'cloudName', 'publicId', 'sku'])

/** Sanity's own rules (dates, links, ids, …) plus the site's value fields. */
export const previewStegaFilter: NonNullable<StegaConfig['filter']> = (props) => {
  const field = props.sourcePath.at(-1)
  if (typeof field === 'string' && valueFields.has(field)) return false
  return props.filterDefault(props)
}
