import TextField from '@mui/material/TextField'
import { onlyInvisibleCharacters } from '../../../lib/guest-list/family-text-rules'
import { normalizePhone } from '../../../lib/guest-list/phone'

export type InvitationDraft = {
  familyName: string
  familyChief: string
  seats: string
  /** as typed; saved normalized to E.164 */
  phone: string
}

export type InvitationFieldsProps = {
  draft: InvitationDraft
  onChange: (draft: InvitationDraft) => void
  /** The fewest seats allowed: what the family already confirmed, or 1. */
  minimumSeats: number
  /** What is wrong with the phone, shown beside it; null while it is fine. */
  phoneError: string | null
}

/** Family, chief, seats and phone, shared by the add and the edit forms. */
export function InvitationFields({
  draft,
  onChange,
  minimumSeats,
  phoneError,
}: InvitationFieldsProps) {
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
      <TextField
        label="Teléfono (WhatsApp)"
        type="tel"
        value={draft.phone}
        onChange={(event) => onChange({ ...draft, phone: event.target.value })}
        error={phoneError !== null}
        helperText={phoneError ?? 'Opcional. 10 dígitos, o + y la lada si es de otro país.'}
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { autoComplete: 'tel' } }}
      />
    </>
  )
}

/** The draft's phone as the database stores it, or what to show beside the field. */
export function draftPhone(
  draft: InvitationDraft,
): { ok: true; phone: string | null } | { ok: false; problem: string } {
  const normalized = normalizePhone(draft.phone)
  if (normalized.ok) return normalized
  return {
    ok: false,
    problem:
      'Escribe los 10 dígitos (55 1234 5678) o, si es de otro país, + y la lada (+1 415 555 0100).',
  }
}

/** A name pasted from a chat that shows nothing: a Hangul filler, a zero-width joiner… */
const invisibleOnlyProblem =
  'Un nombre solo tiene caracteres invisibles (pegados de un chat): bórralos y escríbelo con letras.'

/** The draft's problem in Spanish (the phone aside), or null when it can be saved. */
export function draftProblem(draft: InvitationDraft, minimumSeats: number): string | null {
  if (onlyInvisibleCharacters(draft.familyName) || onlyInvisibleCharacters(draft.familyChief)) {
    return invisibleOnlyProblem
  }
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
