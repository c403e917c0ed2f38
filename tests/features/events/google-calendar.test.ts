import { describe, expect, it } from 'vitest'
import { eventsTextDefaults } from '../../../web/src/content/site-texts/events'
import { toCalendarEvent } from '../../../web/src/features/events/utils/calendar-event'
import { googleCalendarUrl } from '../../../web/src/features/events/utils/google-calendar'
import { sectionOf } from '../../support/page-sections'

async function reception() {
  const { events: content } = await sectionOf('sectionEvents')
  const event = content.events.find((e) => e._id === 'event-reception')
  const calendarEvent = event && toCalendarEvent(event, content.timeZone)
  if (!calendarEvent) throw new Error('The default dataset has no reception')
  return calendarEvent
}

describe('googleCalendarUrl', () => {
  it("opens Google Calendar's new event form filled with the reception", async () => {
    const url = new URL(googleCalendarUrl(await reception(), eventsTextDefaults))

    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Recepción',
      dates: '20251101T233000Z/20251102T090000Z',
      details: expect.stringMatching(/^Ubicación: https:\/\/www\.google\.com\/maps\//),
      location: 'Jardín de Eventos Los Olivos, Atitalaquia, Hidalgo',
      ctz: 'America/Mexico_City',
    })
  })

  it('puts the couple’s words before the maps link in the details', async () => {
    const url = new URL(googleCalendarUrl(await reception(), { mapsDescription: 'Cómo llegar:' }))

    expect(url.searchParams.get('details')).toMatch(
      /^Cómo llegar: https:\/\/www\.google\.com\/maps\//,
    )
  })

  it('leaves out the details, location and zone it does not know', () => {
    const url = new URL(
      googleCalendarUrl(
        {
          id: 'e1',
          title: 'Brindis & baile',
          start: new Date('2025-11-01T22:00:00Z'),
          end: new Date('2025-11-02T00:00:00Z'),
          location: '',
          mapsUrl: null,
          timeZone: null,
        },
        eventsTextDefaults,
      ),
    )

    expect([...url.searchParams.keys()]).toEqual(['action', 'text', 'dates'])
    expect(url.searchParams.get('text')).toBe('Brindis & baile')
  })
})
