import { importColumns, type ImportColumn } from './columns'
import type { Separator } from './detect-separator'

/**
 * What is wrong, as a stable code and the facts the wording needs. The words live in the
 * renderers: English for the developer CLI (problem-english.ts), Spanish for the couple's
 * dashboard (problem-spanish.ts).
 */
export type ProblemDetail =
  | { code: 'workbook-not-csv' }
  | { code: 'not-utf8' }
  | { code: 'empty-file' }
  | { code: 'no-invitations' }
  | { code: 'quote-not-closed' }
  | { code: 'quote-inside-value' }
  | { code: 'unreadable-csv'; reason: string }
  | { code: 'header-not-found'; expected: string; found: string }
  | { code: 'header-columns-missing'; expected: string; missing: ImportColumn[] }
  | { code: 'column-repeated' }
  | { code: 'row-value-count'; values: number; columns: number; separator: Separator }
  | { code: 'number-lost-zeros'; key: string }
  | { code: 'number-invalid'; raw: string }
  | { code: 'number-repeated'; key: string; firstLine: number }
  | { code: 'family-empty' }
  /** the cell holds characters, but none that shows (a Hangul filler, a zero-width joiner…) */
  | { code: 'only-invisible' }
  | { code: 'seats-empty'; max: number }
  | { code: 'seats-not-whole'; value: string; max: number }
  | { code: 'seats-out-of-range'; seats: number; max: number }
  | { code: 'phone-invalid'; raw: string }
  /** known: the titles of the events the couple asks about */
  | { code: 'event-unknown'; title: string; known: string[] }
  | { code: 'table-invalid'; raw: string; max: number }
  | { code: 'invitation-exists'; key: string; familyName: string }
  | { code: 'seats-below-confirmed'; key: string; confirmed: number }
  | { code: 'family-exists'; key: string; familyName: string }
  | { code: 'family-ambiguous'; familyName: string; keys: string[] }
  // warnings: the import goes ahead, but the couple should look
  | { code: 'name-repeated'; familyName: string; firstLine: number }
  | { code: 'name-exists'; familyName: string; keys: string[] }

export type ProblemCode = ProblemDetail['code']

/** One thing wrong with the file, where the couple can find it. */
export type Problem = {
  /** The file's line number (1 is the header), or null for the file as a whole. */
  line: number | null
  /** The CSV column the problem is in, or null when it is the whole row. */
  column: string | null
} & ProblemDetail

/** A problem with the file as a whole. */
export const wholeFile = (detail: ProblemDetail): Problem => ({
  line: null,
  column: null,
  ...detail,
})

/** One wording per code; the mapped type makes a renderer name every code. */
export type ProblemWording = {
  [Code in ProblemCode]: (detail: Extract<ProblemDetail, { code: Code }>) => string
}

export function renderProblem(wording: ProblemWording, detail: ProblemDetail): string {
  const render = wording[detail.code] as (detail: ProblemDetail) => string
  return render(detail)
}

const columnRank = (problem: Problem) => {
  const rank = (importColumns as readonly string[]).indexOf(problem.column ?? '')
  return rank === -1 ? importColumns.length : rank
}

/** File order: by line, then by column as the header lists them. */
export const byPosition = (a: Problem, b: Problem) =>
  (a.line ?? 0) - (b.line ?? 0) || columnRank(a) - columnRank(b)
