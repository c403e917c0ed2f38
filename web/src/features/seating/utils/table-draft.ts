import { textProblem } from '../../../lib/guest-list/answer-text-rules'

/** The database's limits of a table (rsvp_tables): its name's length and its seats. */
export const tableLimits = { nameLength: 40, seats: 100 } as const

/** What is wrong with a table as typed, in the couple's words, or null. */
export function tableDraftProblem(name: string, seats: string): string | null {
  if (!name.trim()) return 'Escribe el nombre o el número de la mesa.'
  if (textProblem(name, tableLimits.nameLength) === 'controlCharacters') {
    return 'El nombre tiene caracteres invisibles (pegados de un chat): bórralos y escríbelo de nuevo.'
  }
  const count = Number(seats)
  if (!Number.isInteger(count) || count < 1 || count > tableLimits.seats) {
    return `Una mesa tiene de 1 a ${tableLimits.seats} lugares.`
  }
  return null
}
