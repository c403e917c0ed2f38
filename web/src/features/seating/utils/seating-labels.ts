import type { TableShape } from '../../../lib/guest-list/seating'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { plural } from '../../../lib/couple/format'

/** A person of an invitation by position (1 = first): the name the family gave, or «Persona N». */
export const personName = (row: CoupleInvitation, position: number) =>
  row.people[position - 1]?.name?.trim() || `Persona ${position}`

/** «3 de 8 lugares». */
export const seatsUsed = (used: number, seats: number) =>
  `${used} de ${seats} ${seats === 1 ? 'lugar' : 'lugares'}`

export const peopleCount = (count: number) => plural(count, 'persona', 'personas')

export const shapeLabels: Record<TableShape, string> = { round: 'Redonda', long: 'Larga' }

/** A family at its table: its seats there, or why it takes none. */
export function familyAtTable(row: CoupleInvitation, seats: number): string {
  if (row.will_attend === false) return 'ya no asistirá'
  if (row.will_attend === null) return 'sin respuesta'
  return peopleCount(seats)
}
