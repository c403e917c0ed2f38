import type { EventChoice } from '../../content/rsvp-questions'
import { comparableText } from './comparable-text'

/** What an «Eventos» cell says: the events' keys, null for all of them, or a title no event has. */
export type EventCell = { ok: true; eventKeys: string[] | null } | { ok: false; unknown: string }

/**
 * The events an «Eventos» cell names by their titles as the couple wrote them in the Studio,
 * separated by commas or semicolons, accents and case aside; in the asked order, each once. An
 * empty cell invites the family to all of them.
 */
export function eventKeysOfCell(cell: string, events: readonly EventChoice[]): EventCell {
  const titles = cell
    .split(/[,;]/)
    .map((title) => title.trim())
    .filter((title) => title !== '')
  if (titles.length === 0) return { ok: true, eventKeys: null }
  const named = new Set<string>()
  for (const title of titles) {
    const matches = events.filter((event) => comparableText(event.title) === comparableText(title))
    if (matches.length === 0) return { ok: false, unknown: title }
    for (const event of matches) named.add(event.key)
  }
  return { ok: true, eventKeys: events.map((event) => event.key).filter((key) => named.has(key)) }
}

/**
 * An «Eventos» cell as the exports write it: the titles joined by ", ", empty for all events (so
 * an export imports back to the same); an event no longer asked shows its key.
 */
export function eventTitlesCell(
  eventKeys: readonly string[] | null,
  events: readonly EventChoice[],
): string {
  if (eventKeys === null) return ''
  return eventKeys.map((key) => events.find((event) => event.key === key)?.title ?? key).join(', ')
}
