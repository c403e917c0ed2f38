import type { CoupleInvitation } from './api/guest-row'

/** The families a sending run goes through, by where each stands on its way to an answer. */
export const segments = {
  notSent: 'Sin enviar',
  sentNotOpened: 'Enviadas sin abrir',
  openedNotAnswered: 'Abiertas sin respuesta',
  attending: 'Asistirán',
  declined: 'No asistirán',
  all: 'Todas',
} as const

export type Segment = keyof typeof segments

const belongs: Record<Segment, (row: CoupleInvitation) => boolean> = {
  notSent: (row) => row.sends.length === 0,
  // a family that opened its link before the message (another way) has opened it all the same
  sentNotOpened: (row) => row.sends.length > 0 && row.last_opened_at === null,
  openedNotAnswered: (row) => row.last_opened_at !== null && row.will_attend === null,
  attending: (row) => row.will_attend === true,
  declined: (row) => row.will_attend === false,
  all: () => true,
}

/** The families of a segment, in the list's order. */
export function rowsInSegment(
  rows: readonly CoupleInvitation[],
  segment: Segment,
): CoupleInvitation[] {
  return rows.filter(belongs[segment])
}
