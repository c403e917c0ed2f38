/**
 * Keeps a spreadsheet from reading a cell as anything but the text it is. OWASP's advice for CSV
 * injection: a cell that starts with = + - @, a tab or a carriage return gets a leading
 * apostrophe, which Excel, LibreOffice and Gnumeric read as «this is text». A cell that already
 * starts with an apostrophe gets one too, so taking one off on import is always exact.
 */
const formulaStart = /^['=+\-@\t\r]/

// what a spreadsheet turns into a number: 001 → 1, 5E3 → 5000
const numberShape = /^\d+(?:[.,]\d+)?(?:E[+-]?\d+)?$/i

export type GuardOptions = {
  /** Also guard number-like text (001, 5E3), for files a spreadsheet opens. */
  keepNumbersAsText: boolean
}

export function guardCell(value: string, options: GuardOptions): string {
  const guarded = formulaStart.test(value) || (options.keepNumbersAsText && numberShape.test(value))
  return guarded ? `'${value}` : value
}

/** The cell as it was before guardCell; a cell it never guards stays as written. */
export function unguardCell(value: string): string {
  if (!value.startsWith("'")) return value
  const rest = value.slice(1)
  return formulaStart.test(rest) || numberShape.test(rest) ? rest : value
}
