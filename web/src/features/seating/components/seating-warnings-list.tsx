import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import type { SeatingWarning } from '../utils/seating-warnings'

export type SeatingWarningsListProps = { warnings: readonly SeatingWarning[] }

/** What to look at again; none of it stops the couple. */
export function SeatingWarningsList({ warnings }: SeatingWarningsListProps) {
  if (warnings.length === 0) return null
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-seating-warnings>
      <AlertTitle>Para revisar</AlertTitle>
      <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
        {warnings.map((warning) => (
          <li key={warning.key}>{warning.text}</li>
        ))}
      </Box>
    </Alert>
  )
}
