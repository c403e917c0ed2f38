import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { noTable } from '../../lib/guest-csv/table-rows'
import { papers, sheetGrid, type Paper } from '../../components/print/print-layout'
import type { TableGuests } from './seating-plan-groups'

export type SeatingPlanSheetProps = {
  groups: readonly TableGuests[]
  /** the room plan (room-plan-svg.ts), drawn above the tables */
  planSvg: string
  paper: Paper
}

const tableTitle = ({ table, people }: TableGuests) =>
  table ? `${table.name} · ${people}/${table.seats}` : `${noTable} · ${people}`

/**
 * The plan on paper: the room, then each table with its families and their people, in two
 * columns that flow over as many pages as they need; a table never breaks across two.
 */
export function SeatingPlanSheet({ groups, planSvg, paper }: SeatingPlanSheetProps) {
  const { width, height } = papers[paper]
  return (
    <Box sx={{ display: 'grid', justifyContent: 'center', py: 3, '@media print': { p: 0 } }}>
      <Box
        sx={{
          boxSizing: 'border-box',
          width: `${width}mm`,
          minHeight: `${height}mm`,
          p: `${sheetGrid.margin}mm`,
          bgcolor: '#fff',
          color: '#000',
          boxShadow: 3,
          '@media print': { width: 'auto', minHeight: 0, p: 0, boxShadow: 'none' },
        }}
      >
        <Box
          component="img"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(planSvg)}`}
          alt="Plano del salón"
          sx={{ display: 'block', width: '100%', height: 'auto', mb: '6mm' }}
        />
        <Box sx={{ columnCount: 2, columnGap: '8mm' }}>
          {groups.map((group) => (
            <Box
              component="section"
              key={group.table?.name ?? ''}
              aria-label={group.table?.name ?? noTable}
              sx={{
                breakInside: 'avoid',
                border: '1px solid #999',
                borderRadius: 1,
                p: '3mm',
                mb: '4mm',
                ...(group.table?.is_head && { borderWidth: 2, borderColor: '#8a6500' }),
              }}
            >
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '12pt', mb: '1mm' }}>
                {tableTitle(group)}
                {group.table?.is_head && ' · Mesa principal'}
                {group.table && group.people > group.table.seats && ' · sobrecupo'}
              </Typography>
              {group.families.length === 0 && (
                <Typography sx={{ fontSize: '10pt', fontStyle: 'italic' }}>
                  Nadie todavía
                </Typography>
              )}
              {group.families.map((family) => (
                <Box key={family.humanKey} sx={{ fontSize: '10pt', mb: '1.5mm' }}>
                  <Typography component="p" sx={{ fontSize: 'inherit', fontWeight: 600 }}>
                    {family.familyName} ({family.humanKey})
                  </Typography>
                  <Typography component="p" sx={{ fontSize: 'inherit' }}>
                    {family.names.join(', ')}
                  </Typography>
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  )
}
