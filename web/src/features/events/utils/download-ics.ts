import { labels } from '../labels'

/** Some browsers still read the object URL after click() returns, so it is freed a little later. */
export const revokeDelayMs = 1000

/** "Ceremonia Religiosa" → "ceremonia-religiosa.ics": ASCII only, safe on every system. */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${slug || labels.fallbackFileName}.ics`
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
