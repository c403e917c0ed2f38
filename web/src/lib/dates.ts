/** How the site writes dates and times: Mexican Spanish. */
export const locale = 'es-MX'

/** "sábado, 1 de noviembre de 2025" in the venue's time zone, whatever the guest's own. */
export function formatLongDate(isoDate: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(new Date(isoDate))
}

// Made on first use: a date format takes tens of milliseconds to make on a slow phone, and a
// personal link's card usually needs none of this one.
let utcLongDate: Intl.DateTimeFormat | undefined

/** The modification deadline (rsvp_settings.modification_deadline) is a date, YYYY-MM-DD. */
function deadlineInstant(deadline: string): number {
  const [year = 0, month = 1, day = 1] = deadline.split('-').map(Number)
  return Date.UTC(year, month - 1, day)
}

/** Answers may change until midnight UTC at the start of the deadline day, as the database rules. */
export function isBeforeDeadline(deadline: string, now: Date): boolean {
  return now.getTime() < deadlineInstant(deadline)
}

/** "5 de octubre de 2025" for 2025-10-05. */
export function formatDeadline(deadline: string): string {
  utcLongDate ??= new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  return utcLongDate.format(new Date(deadlineInstant(deadline)))
}
