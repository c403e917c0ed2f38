import { readFile } from 'node:fs/promises'
import { defaultTimeZone } from '../../web/src/lib/guest-csv/local-time'

const defaultDataset = new URL('../../content/data.ndjson', import.meta.url)

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/**
 * The wedding's time zone as the content sets it (siteSettings.timeZone of the default
 * dataset), so exported dates read as the couple's clock; the default when it says nothing.
 */
export async function contentTimeZone(dataset: URL | string = defaultDataset): Promise<string> {
  let text: string
  try {
    text = await readFile(dataset, 'utf8')
  } catch {
    return defaultTimeZone
  }
  for (const line of text.split('\n')) {
    if (!line.includes('"siteSettings"')) continue
    const document = JSON.parse(line) as { _type?: unknown; timeZone?: unknown }
    if (document._type !== 'siteSettings') continue
    const zone = typeof document.timeZone === 'string' ? document.timeZone.trim() : ''
    return zone && isTimeZone(zone) ? zone : defaultTimeZone
  }
  return defaultTimeZone
}
