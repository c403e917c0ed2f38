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

/** "4:00 p.m." in the venue's time zone. */
export function formatEventTime(isoDate: string, timeZone?: string | null): string {
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timeZone ?? undefined,
  }).format(new Date(isoDate))
}
