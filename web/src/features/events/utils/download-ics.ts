import type { CalendarEvent, CalendarTexts } from './calendar-event'

/** Some browsers still read the object URL after click() returns, so it is freed a little later. */
export const revokeDelayMs = 1000

function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * "Ceremonia Religiosa" → "ceremonia-religiosa.ics": ASCII only, safe on every system. A title
 * without Latin letters takes the couple's fallback name, and the event id if even that has none.
 */
export function icsFileName(
  event: Pick<CalendarEvent, 'id' | 'title'>,
  texts: Pick<CalendarTexts, 'fallbackFileName'>,
): string {
  const name = asciiSlug(event.title) || asciiSlug(texts.fallbackFileName) || asciiSlug(event.id)
  return `${name}.ics`
}

/** Saves the calendar file from memory; nothing is sent to any server. */
export function downloadIcs(contents: string, fileName: string): void {
  const blob = new Blob([contents], { type: 'text/calendar;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), revokeDelayMs)
}
