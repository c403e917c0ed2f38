import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import type { SeatingTable } from '../../../lib/guest-list/seating'
import { seatsUsed, shapeLabels } from '../utils/seating-labels'

/**
 * A table's name as a heading, in the text's face: the headings' old-style figures draw «Mesa 1»
 * like «Mesa I».
 */
export const tableNameSx = { fontFamily: 'inherit', fontSize: '1.15rem', fontWeight: 600 } as const

export type TableHeadingProps = { id: string; table: SeatingTable; used: number }

/** A table's name, its marks and its seats used, red when over capacity. */
export function TableHeading({ id, table, used }: TableHeadingProps) {
  const over = used > table.seats
  return (
    <Box sx={{ mb: 1 }}>
      <Typography id={id} variant="h3" sx={tableNameSx}>
        {table.name}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center', mt: 0.5 }}>
        <Typography
          component="span"
          data-seats-used
          sx={{ fontWeight: over ? 700 : 400, color: over ? 'error.main' : 'text.primary' }}
        >
          {seatsUsed(used, table.seats)}
          {over ? ' · se pasa' : ''}
        </Typography>
        <Chip size="small" label={shapeLabels[table.shape]} variant="outlined" />
        {table.is_head && <Chip size="small" label="Mesa principal" color="primary" />}
      </Box>
    </Box>
  )
}
