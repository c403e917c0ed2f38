import { useDraggable } from '@dnd-kit/core'
import { CSS } from '@dnd-kit/utilities'
import Box from '@mui/material/Box'
import { visuallyHiddenSx } from '../../../components/visually-hidden'
import type { SeatingTable } from '../../../lib/guest-list/seating'
import type { PlanSpot } from '../utils/plan-layout'
import { seatsUsed, shapeLabels } from '../utils/seating-labels'

export type PlanTableProps = { table: SeatingTable; used: number; spot: PlanSpot }

/** A table on the room plan, drawn round or long, the head table marked; the couple moves it. */
export function PlanTable({ table, used, spot }: PlanTableProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `plano:${table.name}`,
    data: { label: table.name },
    attributes: { roleDescription: 'mesa que se puede mover' },
  })
  const round = table.shape === 'round'
  const over = used > table.seats
  return (
    <Box
      component="button"
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-plan-table={table.name}
      sx={{
        position: 'absolute',
        width: round ? '5.5rem' : '9rem',
        height: round ? '5.5rem' : '3.75rem',
        borderRadius: round ? '50%' : 1.5,
        border: table.is_head ? 3 : 2,
        borderColor: table.is_head ? 'primary.main' : over ? 'error.main' : 'text.secondary',
        bgcolor: 'background.paper',
        color: 'text.primary',
        font: 'inherit',
        fontSize: '0.8rem',
        lineHeight: 1.2,
        p: 0.5,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        overflow: 'hidden',
        cursor: isDragging ? 'grabbing' : 'grab',
        zIndex: isDragging ? 2 : 1,
        boxShadow: isDragging ? 6 : 1,
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
      style={{
        left: `${spot.x}%`,
        top: `${spot.y}%`,
        transform: `translate(-50%, -50%) ${CSS.Translate.toString(transform) ?? ''}`,
      }}
    >
      {table.is_head && (
        <Box component="span" sx={{ fontWeight: 700 }}>
          <span aria-hidden="true">★ </span>Principal
          <Box component="span" sx={visuallyHiddenSx}>
            :{' '}
          </Box>
        </Box>
      )}
      <Box component="span" sx={{ fontWeight: 600 }}>
        {table.name}
      </Box>
      <Box component="span" sx={visuallyHiddenSx}>
        {`, ${shapeLabels[table.shape].toLowerCase()}, `}
      </Box>
      <Box component="span">{seatsUsed(used, table.seats)}</Box>
    </Box>
  )
}
