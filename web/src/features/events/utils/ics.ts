import {
  calendarDescription,
  formatUtcBasic,
  type CalendarEvent,
  type CalendarTexts,
} from './calendar-event'

const productId = '-//Boda Invitacion//Hora y Lugar//ES'
const uidDomain = 'boda-invitacion.calendario'
const maxLineOctets = 75

export type IcsOptions = {
  /** Defaults to one derived from the event id, so a second download updates the same entry. */
  uid?: string
  now: Date
}

export function eventUid(eventId: string): string {
  return `${eventId}@${uidDomain}`
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newline are escaped in TEXT values. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1
  if (codePoint < 0x800) return 2
  if (codePoint < 0x10000) return 3
  return 4
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space. Counting
 * octets, not characters, and never cutting inside a character keeps accented text intact.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0)
    if (octets + size > maxLineOctets) {
      lines.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  lines.push(current)
  return lines.join('\r\n')
}

export function buildIcsEvent(
  event: CalendarEvent,
  texts: Pick<CalendarTexts, 'mapsDescription'>,
  { uid, now }: IcsOptions,
): string {
  const description = calendarDescription(event, texts)
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${productId}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid ?? eventUid(event.id)}`,
    `DTSTAMP:${formatUtcBasic(now)}`,
    `DTSTART:${formatUtcBasic(event.start)}`,
    `DTEND:${formatUtcBasic(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    event.location && `LOCATION:${escapeIcsText(event.location)}`,
    description && `DESCRIPTION:${escapeIcsText(description)}`,
    event.mapsUrl && `URL:${event.mapsUrl.replace(/[\r\n]/g, '')}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines
    .filter((line): line is string => Boolean(line))
    .map(foldIcsLine)
    .map((line) => `${line}\r\n`)
    .join('')
}
