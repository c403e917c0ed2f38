/** The project number in /project-single/{id}: a plain positive integer, nothing else. */
export function parseProjectNumber(id: string | undefined): number | null {
  if (!id || !/^[1-9]\d*$/.test(id)) return null
  const number = Number(id)
  return Number.isSafeInteger(number) ? number : null
}
