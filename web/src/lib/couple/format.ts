import type { CoupleInvitation } from './api/guest-row'

const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' })

export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—')

export const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`

/** The answer in words: «Asistirán», «No asistirán» or «Sin respuesta». */
export function answerLabel(willAttend: boolean | null): string {
  if (willAttend === true) return 'Asistirán'
  if (willAttend === false) return 'No asistirán'
  return 'Sin respuesta'
}

export const peopleLabel = (row: CoupleInvitation) =>
  row.will_attend === true ? plural(row.confirmed_tickets, 'persona', 'personas') : '—'

/** The answer with its people when attending: «Asistirán, 2 personas». */
export const answerWithPeople = (willAttend: boolean | null, confirmedTickets: number) =>
  willAttend === true
    ? `${answerLabel(true)}, ${plural(confirmedTickets, 'persona', 'personas')}`
    : answerLabel(willAttend)
