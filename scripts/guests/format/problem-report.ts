import type { Problem } from '../../../web/src/lib/guest-csv/problem'
import { problemInEnglish } from '../../../web/src/lib/guest-csv/problem-english'
import { formatTable } from './table'

export function formatProblems(problems: readonly Problem[]): string {
  return formatTable(
    [
      ['line', 'column', 'problem'],
      ...problems.map((problem) => [
        problem.line === null ? '-' : String(problem.line),
        problem.column ?? '-',
        problemInEnglish(problem),
      ]),
    ],
    { indent: '  ' },
  )
}
