import TextField from '@mui/material/TextField'

export type InvitationDraft = { familyName: string; familyChief: string; seats: string }

export type InvitationFieldsProps = {
  draft: InvitationDraft
  onChange: (draft: InvitationDraft) => void
  /** The fewest seats allowed: what the family already confirmed, or 1. */
  minimumSeats: number
}

/** Family, chief and seats, shared by the add and the edit forms. */
export function InvitationFields({ draft, onChange, minimumSeats }: InvitationFieldsProps) {
  return (
    <>
      <TextField
        label="Familia"
        value={draft.familyName}
        onChange={(event) => onChange({ ...draft, familyName: event.target.value })}
        required
        fullWidth
        margin="dense"
      />
      <TextField
        label="Jefe de familia"
        value={draft.familyChief}
        onChange={(event) => onChange({ ...draft, familyChief: event.target.value })}
        fullWidth
        margin="dense"
      />
      <TextField
        label="Lugares"
        type="number"
        value={draft.seats}
        onChange={(event) => onChange({ ...draft, seats: event.target.value })}
        required
        margin="dense"
        helperText={
          minimumSeats > 1
            ? `Al menos ${minimumSeats}: ya confirmaron ${minimumSeats} personas.`
            : 'De 1 a 50.'
        }
        slotProps={{ htmlInput: { min: minimumSeats, max: 50, inputMode: 'numeric' } }}
      />
    </>
  )
}

/** The draft's problem in Spanish, or null when it can be saved. */
export function draftProblem(draft: InvitationDraft, minimumSeats: number): string | null {
  if (!draft.familyName.trim()) return 'Escribe el nombre de la familia.'
  const seats = Number(draft.seats)
  if (!Number.isInteger(seats) || seats < 1 || seats > 50) {
    return 'Los lugares son un número entero de 1 a 50.'
  }
  if (seats < minimumSeats) {
    return `No puede haber menos de ${minimumSeats} lugares: ya confirmaron ${minimumSeats} personas.`
  }
  return null
}
