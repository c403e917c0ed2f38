import { useDroppable } from '@dnd-kit/core'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export type BoardColumnProps = {
  /** the droppable's id: «sin-mesa» or «mesa:<name>» */
  id: string
  headingId: string
  /** what a screen reader calls it while a family is carried over it */
  label: string
  heading: ReactNode
  children: ReactNode
  empty: boolean
  footer?: ReactNode
}

/** A column of the board a family can be dropped in: «Sin mesa» or one table. */
export function BoardColumn(props: BoardColumnProps) {
  const { id, headingId, label, heading, children, empty, footer } = props
  const { setNodeRef, isOver } = useDroppable({ id, data: { label } })
  return (
    <Box
      component="section"
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-column={label}
      sx={{
        border: 2,
        borderColor: isOver ? 'primary.main' : 'divider',
        borderStyle: isOver ? 'solid' : 'dashed',
        borderRadius: 2,
        p: 1.5,
        minHeight: '9rem',
        bgcolor: isOver ? 'action.hover' : 'transparent',
      }}
    >
      {heading}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Box>
      {empty && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Arrastra aquí una familia.
        </Typography>
      )}
      {footer}
    </Box>
  )
}

export type EditTableButtonProps = { name: string; onEdit: (name: string) => void }

export function EditTableButton({ name, onEdit }: EditTableButtonProps) {
  return (
    <Button
      size="small"
      variant="outlined"
      sx={{ mt: 1 }}
      onClick={() => onEdit(name)}
      aria-label={`Editar ${name}`}
    >
      Editar mesa
    </Button>
  )
}
