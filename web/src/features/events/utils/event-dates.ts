const locale = 'es-MX'

/**
 * "Sábado 1 de noviembre de 2025" in the venue's time zone, so a guest elsewhere still reads the
 * local day. Without a zone the guest's own is used.
 */
export function formatEventDay(isoDate: string, timeZone?: string | null): string {
  const parts = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: timeZone ?? undefined,
  }).formatToParts(new Date(isoDate))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? ''
  const weekday = part('weekday')
  const capitalized = weekday.charAt(0).toLocaleUpperCase(locale) + weekday.slice(1)
  return `${capitalized} ${part('day')} de ${part('month')} de ${part('year')}`
}

/**
 * "4:00 p.m." in the venue's time zone, the same in every engine: lib/time-of-day.ts's
 * `formatTime`, written again here so the guest's first view loads no chunk of its own for it
 * (tests/features/events/event-dates.test.ts checks they agree).
 */
export function formatEventTime(isoDate: string, timeZone?: string | null): string {
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', {
    timeStyle: 'short',
    timeZone: timeZone ?? undefined,
  })
    .format(new Date(isoDate))
    .split(':') as [string, string]
  return `${+hours % 12 || 12}:${minutes} ${+hours < 12 ? 'a' : 'p'}.m.`
}
