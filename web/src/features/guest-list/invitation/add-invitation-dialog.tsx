import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { notify } from '../../../lib/toasts/notify'
import { drawCode } from '../../../lib/guest-csv/invitation-codes'
import { sequentialRuns, sequentialWarningSpanish } from '../../../lib/guest-csv/sequential-numbers'
import { coupleApi } from '../../../lib/couple/api/couple-api'
import { FormError } from '../../../components/form-error'
import { coupleKeys } from '../../../lib/couple/dashboard-queries'
import { useSaveAction } from '../../../lib/couple/use-save-action'
import {
  draftPhone,
  draftProblem,
  InvitationFields,
  type InvitationDraft,
} from './invitation-fields'

export type AddInvitationDialogProps = {
  /** The numbers in use, so a drawn one is new. */
  takenKeys: readonly string[]
  onClose: () => void
  onAdded: (humanKey: string) => Promise<void>
}

/** A new invitation; without a number, one is drawn as the guest-list import draws them. */
export function AddInvitationDialog({ takenKeys, onClose, onAdded }: AddInvitationDialogProps) {
  const [number, setNumber] = useState('')
  const [draft, setDraft] = useState<InvitationDraft>({
    familyName: '',
    familyChief: '',
    seats: '2',
    phone: '',
  })
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const { error, setError, busy, save } = useSaveAction({ invalidates: [coupleKeys.invitations] })
  const typed = number.trim().toUpperCase()
  const neighbours = /^[A-Z0-9]{3}$/.test(typed) ? sequentialRuns([typed], takenKeys) : []

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const key = typed
    const problem =
      key && !/^[A-Z0-9]{3}$/.test(key)
        ? 'El número lleva 3 letras o cifras (por ejemplo 001 o A12), o déjalo vacío.'
        : draftProblem(draft, 1)
    const phone = draftPhone(draft)
    setError(problem)
    setPhoneError(phone.ok ? null : phone.problem)
    if (problem || !phone.ok) return
    await save(async () => {
      const added = await coupleApi.add({
        humanKey: key || drawCode(new Set(takenKeys)),
        familyName: draft.familyName.trim(),
        familyChief: draft.familyChief.trim() || null,
        availableTickets: Number(draft.seats),
        phone: phone.phone,
      })
      notify(`Invitación ${added.human_key} añadida.`, 'success')
      await onAdded(added.human_key)
    })
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <DialogTitle>Añadir invitación</DialogTitle>
        <DialogContent>
          <TextField
            label="Número de invitación"
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            helperText="Déjalo vacío para generar uno al azar, difícil de adivinar."
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 3, autoCapitalize: 'characters' } }}
          />
          {neighbours.length > 0 && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {sequentialWarningSpanish(neighbours)}
            </Alert>
          )}
          <InvitationFields
            draft={draft}
            onChange={setDraft}
            minimumSeats={1}
            phoneError={phoneError}
          />
          <FormError error={error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
            Añadir
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
