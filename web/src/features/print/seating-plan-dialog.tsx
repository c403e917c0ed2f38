import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { PeopleLabels } from '../../lib/guest-csv/people-rows'
import { roomPlanSvg } from '../../lib/guest-list/room-plan-svg'
import { seatCounts } from '../../lib/guest-list/seat-counts'
import type { CoupleInvitation } from '../../lib/couple/api/guest-row'
import { seatingApi } from '../../lib/couple/api/seating-api'
import { downloadFile } from '../../lib/couple/download-file'
import { seatedFamiliesOf } from '../../lib/couple/family-seats'
import { plural } from '../../lib/couple/format'
import { coupleKeys } from '../../lib/couple/dashboard-queries'
import { errorMessage } from '../../lib/couple/error-message'
import { PaperChoice, PrintDialogFrame } from '../../components/print/print-dialog-frame'
import type { Paper } from '../../components/print/print-layout'
import { SeatingPlanSheet } from './seating-plan-sheet'
import { tablesWithGuests } from './seating-plan-groups'

export type SeatingPlanDialogProps = {
  rows: readonly CoupleInvitation[]
  /** The couple's words for ages and meals, as the exports write them. */
  labels: PeopleLabels
  onClose: () => void
}

/**
 * The seating plan for the venue: the room and each table with its guests, printed through the
 * browser's own dialog on letter or A4, and the room plan as an SVG file.
 */
export function SeatingPlanDialog({ rows, labels, onClose }: SeatingPlanDialogProps) {
  const [paper, setPaper] = useState<Paper>('letter')
  const query = useQuery({ queryKey: coupleKeys.seatingPlan, queryFn: () => seatingApi.seating() })
  const seating = query.data ?? null
  const error = query.error ? errorMessage(query.error) : null
  const tables = seating?.tables ?? null

  const plan = useMemo(() => {
    if (!tables) return null
    return {
      groups: tablesWithGuests(seatedFamiliesOf(rows), tables, labels),
      svg: roomPlanSvg(tables, seatCounts(rows)),
    }
  }, [rows, tables, labels])
  const seated = plan?.groups.filter((group) => group.table).reduce((sum, g) => sum + g.people, 0)
  const unseated = plan?.groups.find((group) => !group.table)?.people ?? 0

  return (
    <PrintDialogFrame
      title="Plan de mesas"
      paper={paper}
      onClose={onClose}
      controls={
        <>
          <PaperChoice paper={paper} onChange={setPaper} />
          <Typography role="status" sx={{ flexGrow: 1 }}>
            {tables &&
              `${plural(tables.length, 'mesa', 'mesas')} · ${plural(seated ?? 0, 'persona sentada', 'personas sentadas')}` +
                (unseated > 0 ? ` · ${plural(unseated, 'persona', 'personas')} sin mesa` : '')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose}>Cerrar</Button>
            <Button
              variant="outlined"
              disabled={!plan}
              onClick={() =>
                plan && downloadFile(plan.svg, 'plano-del-salon.svg', 'image/svg+xml;charset=utf-8')
              }
            >
              Descargar plano (SVG)
            </Button>
            <Button variant="contained" disabled={!plan} onClick={() => window.print()}>
              Imprimir
            </Button>
          </Box>
        </>
      }
    >
      {error && (
        <Alert severity="error" role="alert" sx={{ m: 3 }}>
          No se pudieron leer las mesas. {error}
        </Alert>
      )}
      {!plan && !error && <CircularProgress aria-label="Leyendo las mesas" sx={{ m: 3 }} />}
      {plan && <SeatingPlanSheet groups={plan.groups} planSvg={plan.svg} paper={paper} />}
    </PrintDialogFrame>
  )
}
