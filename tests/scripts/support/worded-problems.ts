import type { Problem } from '../../../web/src/lib/guest-csv/problem'
import { problemInEnglish } from '../../../web/src/lib/guest-csv/problem-english'

/** Problems as the CLI words them, so tests read the message a developer sees. */
export const worded = (problems: readonly Problem[]) =>
  problems.map((problem) => ({
    line: problem.line,
    column: problem.column,
    message: problemInEnglish(problem),
  }))
