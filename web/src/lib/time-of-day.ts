// Apart from dates.ts, which the entry carries: the pase and the events' cards need the time.

/**
 * "4:00 p.m." in the venue's time zone (the guest's own without one), spelled out here rather
 * than by the engine's locale data, which differ: for es-MX, Node and Chromium write "4:00 p.m.",
 * WebKitGTK "16:00" (or "4:00 p. m." asked for 12 hours), an iPhone follows its own 24-hour
 * setting. The prerendered page must read as every browser renders it, or hydration fails.
 * en-GB's short time ("16:00") is the same in every version of the locale data.
 */
export function formatTime(isoDate: string, timeZone?: string | null): string {
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', {
    timeStyle: 'short',
    timeZone: timeZone ?? undefined,
  })
    .format(new Date(isoDate))
    .split(':') as [string, string]
  const hour = +hours
  return `${hour % 12 || 12}:${minutes} ${hour < 12 ? 'a' : 'p'}.m.`
}
