import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { DoorTotals } from '../../../lib/guest-list/door-records'

export type DoorTallyProps = { totals: DoorTotals }

/** The live tally: people arrived of those expected, in all and by table. */
export function DoorTally({ totals }: DoorTallyProps) {
  return (
    <Box component="section" aria-labelledby="puerta-recuento" sx={{ my: 3 }}>
      <Typography id="puerta-recuento" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Recuento
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 600 }} data-door-total>
        Han llegado {totals.arrived} de {totals.expected}
      </Typography>
      {totals.conflicts > 0 && (
        <Typography sx={{ color: 'warning.dark', fontWeight: 600 }}>
          {totals.conflicts === 1
            ? '1 conflicto entre puertas: lo verán los novios'
            : `${totals.conflicts} conflictos entre puertas: los verán los novios`}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0, mt: 1 }}
      >
        {totals.by_table.map((table) => (
          <Box
            key={table.table_name}
            sx={{ display: 'contents' }}
            data-table-tally={table.table_name}
          >
            <Box component="dt">{table.table_name || 'Sin mesa'}</Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'end' }}>
              {table.arrived} de {table.expected}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
