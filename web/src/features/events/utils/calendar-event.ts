import type { SectionOf } from '../../../content/page-sections'

export type EventContent = SectionOf<'sectionEvents'>['events']['events'][number]

/** What a calendar needs to know about one event, with absolute start and end instants. */
export type CalendarEvent = {
  id: string
  title: string
  start: Date
  end: Date
  location: string
  mapsUrl: string | null
  timeZone: string | null
}

/** The couple's words a calendar entry carries, from «Textos del sitio» («Hora y Lugar»). */
export type CalendarTexts = {
  mapsDescription: string
  fallbackFileName: string
}

export const defaultDurationMs = 2 * 60 * 60 * 1000

/** Null when the event lacks a title or a valid start, since no calendar entry makes sense then. */
export function toCalendarEvent(
  event: EventContent,
  timeZone: string | null,
): CalendarEvent | null {
  const start = event.startsAt ? new Date(event.startsAt) : null
  if (!event.title || !start || Number.isNaN(start.getTime())) return null
  const end = event.endsAt ? new Date(event.endsAt) : null
  const hasValidEnd = end && !Number.isNaN(end.getTime()) && end > start
  return {
    id: event._id,
    title: event.title,
    start,
    end: hasValidEnd ? end : new Date(start.getTime() + defaultDurationMs),
    location: [event.venue, event.address].filter(Boolean).join(', '),
    mapsUrl: event.mapsUrl,
    timeZone,
  }
}

/** 2025-11-01T22:00:00Z → "20251101T220000Z", the UTC basic form of iCalendar and Google. */
export function formatUtcBasic(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '')
}

/** "Ubicación: https://maps…", the entry's notes; empty when the event has no map link. */
export function calendarDescription(
  event: CalendarEvent,
  texts: Pick<CalendarTexts, 'mapsDescription'>,
): string {
  return event.mapsUrl ? `${texts.mapsDescription} ${event.mapsUrl}` : ''
}
