/**
 * Keeps a spreadsheet from reading a cell as anything but the text it is. OWASP's advice for CSV
 * injection: a cell that starts with = + - @, a tab or a carriage return gets a leading
 * apostrophe, which Excel, LibreOffice and Gnumeric read as «this is text»; so does one starting
 * with a pipe (DDE in old Excel), a line feed, or the full-width ＝ ＋ － ＠ that a Japanese or Chinese
 * keyboard types and some spreadsheets read as formulas. A cell that already starts with an
 * apostrophe gets one too, so taking one off on import is always exact.
 */
const formulaStart = /^['=+\-@\t\r\n|\uFF1D\uFF0B\uFF0D\uFF20]/

// Spreadsheets read text that starts with a digit as a number, a time or a date when they can:
// 001 → 1, 5E3 → 5000, 5PM → 17:00, 4MAR → 4 March (Gnumeric).
const digitStart = /^\d/

export type GuardOptions = {
  /** Also guard text that starts with a digit (001, 5E3), for files a spreadsheet opens. */
  keepNumbersAsText: boolean
}

export function guardCell(value: string, options: GuardOptions): string {
  const guarded = formulaStart.test(value) || (options.keepNumbersAsText && digitStart.test(value))
  return guarded ? `'${value}` : value
}

/** The cell as it was before guardCell; a cell it never guards stays as written. */
export function unguardCell(value: string): string {
  if (!value.startsWith("'")) return value
  const rest = value.slice(1)
  return formulaStart.test(rest) || digitStart.test(rest) ? rest : value
}

/**
 * Codes a spreadsheet turns into a number or a time once they are typed into a cell, whatever
 * the file did to guard them: 5E3 (5000), 9AM. Drawn codes avoid them.
 */
export const spreadsheetReadsAsNumber = (code: string) =>
  /^\d+E\d+$/i.test(code) || /^\d{1,2}[AP]M$/i.test(code)
