import { useDraggable } from '@dnd-kit/core'
import { CSS } from '@dnd-kit/utilities'
import Box from '@mui/material/Box'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { ChangeTableButton } from './change-table'
import { familyAtTable } from '../utils/seating-labels'

/** What a family carries while it is dragged: itself, its label and the column it left. */
export type FamilyDragData = { row: CoupleInvitation; label: string; from: string }

export type FamilyChipProps = {
  row: CoupleInvitation
  seats: number
  /** the column it sits in, by droppable id */
  column: string
  onChoose: (humanKey: string) => void
}

/** A family on the board: dragged by its name (or carried with the keyboard), or «Cambiar». */
export function FamilyChip({ row, seats, column, onChoose }: FamilyChipProps) {
  const label = `${row.family_name}, ${familyAtTable(row, seats)}`
  const data: FamilyDragData = { row, label, from: column }
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({
      id: `familia:${row.human_key}`,
      data,
      attributes: { roleDescription: 'familia que se puede mover' },
    })
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-family={row.human_key}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        mb: 0.75,
        border: 1,
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderRadius: 1.5,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        boxShadow: isDragging ? 4 : 0,
      }}
      style={{ transform: CSS.Translate.toString(transform) }}
    >
      <Box
        component="button"
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        sx={{
          flex: 1,
          minWidth: 0,
          textAlign: 'left',
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'transparent',
          border: 0,
          borderRadius: 1.5,
          p: 1,
          cursor: isDragging ? 'grabbing' : 'grab',
          touchAction: 'manipulation',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        <Box component="span" aria-hidden="true" sx={{ mr: 0.75, color: 'text.secondary' }}>
          ⠿
        </Box>
        {row.family_name} · {familyAtTable(row, seats)}
      </Box>
      <ChangeTableButton who={row.family_name} onClick={() => onChoose(row.human_key)} />
    </Box>
  )
}
