import { locale } from './dates'

// Apart from dates.ts, which the entry carries: only the pase (loaded on demand) needs the time.

/** "4:00 p.m." in the venue's time zone. */
export function formatTime(isoDate: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(isoDate),
  )
}
