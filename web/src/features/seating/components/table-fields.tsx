import TextField from '@mui/material/TextField'
import { tableLimits } from '../utils/table-draft'

export type TableFieldsProps = {
  name: string
  seats: string
  onName: (name: string) => void
  onSeats: (seats: string) => void
  /** the one-line «Nueva mesa» form above the tables, rather than a dialog */
  inline?: boolean
}

/** A table's name or number and its seats, as the new-table form and «Editar» ask for them. */
export function TableFields({ name, seats, onName, onSeats, inline = false }: TableFieldsProps) {
  return (
    <>
      <TextField
        label="Nombre o número de la mesa"
        value={name}
        onChange={(event) => onName(event.target.value)}
        placeholder={inline ? 'Mesa 1' : undefined}
        size={inline ? 'small' : 'medium'}
        slotProps={{ htmlInput: { maxLength: tableLimits.nameLength } }}
        sx={inline ? { flex: '1 1 14rem' } : undefined}
      />
      <TextField
        label="Lugares"
        type="number"
        value={seats}
        onChange={(event) => onSeats(event.target.value)}
        size={inline ? 'small' : 'medium'}
        slotProps={{ htmlInput: { min: 1, max: tableLimits.seats, inputMode: 'numeric' } }}
        sx={inline ? { width: '7rem' } : undefined}
      />
    </>
  )
}
