import { describe, expect, it } from 'vitest'
import { eventsTextDefaults } from '../../../web/src/content/site-texts/events'
import {
  toCalendarEvent,
  type CalendarEvent,
} from '../../../web/src/features/events/utils/calendar-event'
import {
  buildIcsEvent,
  escapeIcsText,
  foldIcsLine,
} from '../../../web/src/features/events/utils/ics'
import { sectionOf } from '../../support/page-sections'

const now = new Date('2025-09-15T12:34:56Z')
const texts = eventsTextDefaults
const octets = (line: string) => new TextEncoder().encode(line).length

async function ceremony(): Promise<CalendarEvent> {
  const { events: content } = await sectionOf('sectionEvents')
  const event = content.events.find((e) => e._id === 'event-ceremony')
  const calendarEvent = event && toCalendarEvent(event, content.timeZone)
  if (!calendarEvent) throw new Error('The default dataset has no ceremony')
  return calendarEvent
}

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n')
}

describe('buildIcsEvent', () => {
  it('describes the real ceremony as a published iCalendar event at 22:00 UTC', async () => {
    const lines = unfold(buildIcsEvent(await ceremony(), texts, { now }))

    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      expect.stringMatching(/^PRODID:.+/),
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ])
    expect(lines).toContain('DTSTART:20251101T220000Z')
    expect(lines).toContain('DTEND:20251101T230000Z')
    expect(lines).toContain('DTSTAMP:20250915T123456Z')
    expect(lines).toContain('SUMMARY:Ceremonia Religiosa')
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', ''])
  })

  it('ends every line with CRLF and never with a bare LF', async () => {
    const ics = buildIcsEvent(await ceremony(), texts, { now })

    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('gives the same event the same UID on every download, made of its id and a domain', async () => {
    const event = await ceremony()
    const first = unfold(buildIcsEvent(event, texts, { now }))
    const later = unfold(buildIcsEvent(event, texts, { now: new Date('2025-10-30T00:00:00Z') }))

    const uid = first.find((line) => line.startsWith('UID:'))
    expect(uid).toMatch(/^UID:event-ceremony@[a-z0-9-]+(\.[a-z0-9-]+)+$/)
    expect(later).toContain(uid)
  })

  it('uses a UID passed in instead of the derived one', async () => {
    const lines = unfold(buildIcsEvent(await ceremony(), texts, { uid: 'abc@example.org', now }))

    expect(lines).toContain('UID:abc@example.org')
  })

  it('escapes the commas of the location and keeps the maps link in the description and URL', async () => {
    const lines = unfold(buildIcsEvent(await ceremony(), texts, { now }))

    expect(lines).toContain(
      'LOCATION:Parroquia de San Francisco de Asís\\, Plaza principal s/n\\, Centro\\, ' +
        'Apaxco de Ocampo\\, Estado de México',
    )
    const mapsUrl =
      'https://www.google.com/maps/search/?api=1&query=Parroquia%20de%20San%20Francisco%20de%20As%C3%ADs%2C%20Apaxco%20de%20Ocampo%2C%20Estado%20de%20M%C3%A9xico'
    expect(lines).toContain(`DESCRIPTION:Ubicación: ${mapsUrl}`)
    expect(lines).toContain(`URL:${mapsUrl}`)
  })

  it('folds the long accented location line into pieces of at most 75 octets', async () => {
    const ics = buildIcsEvent(await ceremony(), texts, { now })
    const physical = ics.split('\r\n')
    const locationStart = physical.findIndex((line) => line.startsWith('LOCATION:'))

    expect(physical[locationStart + 1]).toMatch(/^ /)
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75)
  })

  it('writes the couple’s words before the maps link in the description', async () => {
    const lines = unfold(
      buildIcsEvent(await ceremony(), { mapsDescription: 'Cómo llegar;' }, { now }),
    )

    expect(lines).toContainEqual(
      expect.stringMatching(/^DESCRIPTION:Cómo llegar\\; https:\/\/www\.google\.com\/maps\//),
    )
    expect(lines.join('\n')).not.toContain('Ubicación:')
  })

  it('adds two hours when the event has no end', async () => {
    const event = await ceremony()
    const { events: content } = await sectionOf('sectionEvents')
    const raw = content.events.find((e) => e._id === event.id)
    const withoutEnd = raw && toCalendarEvent({ ...raw, endsAt: null }, content.timeZone)
    if (!withoutEnd) throw new Error('missing ceremony')

    expect(unfold(buildIcsEvent(withoutEnd, texts, { now }))).toContain('DTEND:20251102T000000Z')
  })

  it('escapes the characters an iCalendar title may not carry as they are', () => {
    const event: CalendarEvent = {
      id: 'e1',
      title: 'Misa; brindis, baile\\fiesta\nhasta tarde',
      start: new Date('2025-11-01T22:00:00Z'),
      end: new Date('2025-11-01T23:00:00Z'),
      location: '',
      mapsUrl: null,
      timeZone: null,
    }
    const lines = unfold(buildIcsEvent(event, texts, { now }))

    expect(lines).toContain('SUMMARY:Misa\\; brindis\\, baile\\\\fiesta\\nhasta tarde')
    expect(lines.some((line) => line.startsWith('LOCATION:'))).toBe(false)
    expect(lines.some((line) => line.startsWith('DESCRIPTION:'))).toBe(false)
  })
})

describe('escapeIcsText', () => {
  it('escapes the backslash before the characters it introduces', () => {
    expect(escapeIcsText('a\\,b')).toBe('a\\\\\\,b')
  })

  it('turns every kind of line break into \\n', () => {
    expect(escapeIcsText('uno\r\ndos\rtres\ncuatro')).toBe('uno\\ndos\\ntres\\ncuatro')
  })
})

describe('foldIcsLine', () => {
  it('leaves a line of exactly 75 octets whole', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`

    expect(foldIcsLine(line)).toBe(line)
  })

  it('never cuts an accented letter in two when folding', () => {
    const line = `SUMMARY:${'ó'.repeat(80)}`
    const folded = foldIcsLine(line)
    const pieces = folded.split('\r\n')

    expect(pieces.length).toBeGreaterThan(1)
    for (const piece of pieces) {
      expect(octets(piece)).toBeLessThanOrEqual(75)
      expect(piece).not.toContain('\uFFFD')
    }
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true)
    expect(folded.replace(/\r\n /g, '')).toBe(line)
    // "SUMMARY:" is 8 octets, so 33 two-octet letters fill 74 and the 34th would overflow.
    expect(octets(pieces[0] ?? '')).toBe(74)
  })
})
