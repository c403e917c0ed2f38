import Box from '@mui/material/Box'
import { spanishColumnName } from '../../../lib/guest-csv/header-names'
import type { Problem } from '../../../lib/guest-csv/problem'
import { problemInSpanish } from '../../../lib/guest-csv/problem-spanish'

export type ImportProblemListProps = { problems: readonly Problem[] }

/** Each problem or warning where the couple finds it in their spreadsheet, in Spanish. */
export function ImportProblemList({ problems }: ImportProblemListProps) {
  return (
    <Box component="ul" sx={{ pl: 3, mb: 0 }}>
      {problems.map((problem, index) => (
        <li key={index}>
          {problem.line === null ? 'Archivo' : `Línea ${problem.line}`}
          {problem.column ? `, columna ${spanishColumnName(problem.column)}` : ''}:{' '}
          {problemInSpanish(problem)}
        </li>
      ))}
    </Box>
  )
}
