import type { News } from '../../../lib/guest-list/couple-record'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import type { Visit } from '../../../lib/couple/api/visit'
import { formatDateTime, plural } from '../../../lib/couple/format'

/** The mark on an invitation, and what a screen reader says after it. */
export const newsLabels: Record<News, { mark: string; said: string }> = {
  new: { mark: 'Nuevo', said: 'respondió desde tu última visita' },
  changed: { mark: 'Cambió', said: 'cambió su respuesta desde tu última visita' },
}

export const newsCount = (rows: readonly CoupleInvitation[]) =>
  rows.filter((row) => row.news !== null).length

/**
 * Whether time `a` comes after `b`, both as the database wrote them: a Date keeps milliseconds
 * only, so two answers in one millisecond are told apart by their text (microseconds).
 */
export function isAfter(a: string, b: string): boolean {
  const difference = Date.parse(a) - Date.parse(b)
  return difference !== 0 ? difference > 0 : a > b
}

/** The newest family answer the list shows, as the database wrote it; null when none. */
export const newestGuestAnswer = (rows: readonly CoupleInvitation[]): string | null =>
  rows.reduce<string | null>((newest, { guest_answered_at: at }) => {
    if (at === null) return newest
    return newest === null || isAfter(at, newest) ? at : newest
  }, null)

/** «3 novedades desde tu última visita (26 nov 2026, 18:40)». */
export const newsSummary = (count: number, visit: Visit | null) =>
  `${plural(count, 'novedad', 'novedades')} desde tu última visita` +
  (visit ? ` (${formatDateTime(visit.visited_at)})` : '')

/** The page's title with the unseen count first, as mail does: «(3) Panel de los novios». */
export const titleWithNews = (title: string, count: number) =>
  count > 0 ? `(${count}) ${title}` : title
