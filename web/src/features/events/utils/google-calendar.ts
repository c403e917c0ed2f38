import { labels } from '../labels'
import { formatUtcBasic, type CalendarEvent } from './calendar-event'

const renderUrl = 'https://calendar.google.com/calendar/render'

/** A link that opens Google Calendar's "new event" form already filled in. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${formatUtcBasic(event.start)}/${formatUtcBasic(event.end)}`,
  })
  if (event.mapsUrl) params.set('details', `${labels.mapsDescription} ${event.mapsUrl}`)
  if (event.location) params.set('location', event.location)
  if (event.timeZone) params.set('ctz', event.timeZone)
  return `${renderUrl}?${params.toString()}`
}
