import { locale } from '../../../lib/dates'

/** Today as the guest's own calendar shows it: "15 de septiembre de 2025". */
export function formatResponseDate(now: Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(now)
}
