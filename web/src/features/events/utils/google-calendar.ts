import {
  calendarDescription,
  formatUtcBasic,
  type CalendarEvent,
  type CalendarTexts,
} from './calendar-event'

const renderUrl = 'https://calendar.google.com/calendar/render'

/** A link that opens Google Calendar's "new event" form already filled in. */
export function googleCalendarUrl(
  event: CalendarEvent,
  texts: Pick<CalendarTexts, 'mapsDescription'>,
): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${formatUtcBasic(event.start)}/${formatUtcBasic(event.end)}`,
  })
  const details = calendarDescription(event, texts)
  if (details) params.set('details', details)
  if (event.location) params.set('location', event.location)
  if (event.timeZone) params.set('ctz', event.timeZone)
  return `${renderUrl}?${params.toString()}`
}
