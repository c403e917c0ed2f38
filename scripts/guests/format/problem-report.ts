import type { Problem } from '../../../web/src/lib/guest-csv/problem'
import { formatTable } from './table'

export function formatProblems(problems: readonly Problem[]): string {
  return formatTable(
    [
      ['line', 'column', 'problem'],
      ...problems.map((problem) => [
        problem.line === null ? '-' : String(problem.line),
        problem.column ?? '-',
        problem.message,
      ]),
    ],
    { indent: '  ' },
  )
}
