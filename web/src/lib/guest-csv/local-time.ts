/** Where the wedding is, unless the content names another zone (siteSettings.timeZone). */
export const defaultTimeZone = 'America/Mexico_City'

const formats = new Map<string, Intl.DateTimeFormat>()

function formatIn(timeZone: string): Intl.DateTimeFormat {
  const known = formats.get(timeZone)
  if (known) return known
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
  } catch {
    return formatIn(defaultTimeZone)
  }
  formats.set(timeZone, format)
  return format
}

/**
 * «2026-11-23 15:04» in the wedding's time zone: what the couple reads on their clock, in the
 * one order every spreadsheet parses as a date whatever its language.
 */
export function localDateTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}
