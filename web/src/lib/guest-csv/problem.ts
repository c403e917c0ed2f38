import { importColumns } from './columns'

/** One thing wrong with the file, where the couple can find it. */
export type Problem = {
  /** The file's line number (1 is the header), or null for the file as a whole. */
  line: number | null
  /** The CSV column the problem is in, or null when it is the whole row. */
  column: string | null
  message: string
}

const columnRank = (problem: Problem) => {
  const rank = (importColumns as readonly string[]).indexOf(problem.column ?? '')
  return rank === -1 ? importColumns.length : rank
}

/** File order: by line, then by column as the header lists them. */
export const byPosition = (a: Problem, b: Problem) =>
  (a.line ?? 0) - (b.line ?? 0) || columnRank(a) - columnRank(b)
