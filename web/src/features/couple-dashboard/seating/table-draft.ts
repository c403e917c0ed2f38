/** What is wrong with a table as typed, in the couple's words, or null. */
export function tableDraftProblem(name: string, seats: string): string | null {
  if (!name.trim()) return 'Escribe el nombre o el número de la mesa.'
  const count = Number(seats)
  if (!Number.isInteger(count) || count < 1 || count > 100) {
    return 'Una mesa tiene de 1 a 100 lugares.'
  }
  return null
}
