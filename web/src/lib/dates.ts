/** How the site writes dates and times: Mexican Spanish. */
export const locale = 'es-MX'

/** "sábado, 1 de noviembre de 2025" in the venue's time zone, whatever the guest's own. */
export function formatLongDate(isoDate: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(new Date(isoDate))
}

/** "4:00 p.m." in the venue's time zone. */
export function formatTime(isoDate: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(isoDate),
  )
}
