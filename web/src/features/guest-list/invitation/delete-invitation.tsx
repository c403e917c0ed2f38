import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useState } from 'react'
import { notify } from '../../../lib/toasts/notify'
import { coupleApi } from '../../../lib/couple/api/couple-api'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { FormError } from '../../../components/form-error'
import { coupleKeys } from '../../../lib/couple/dashboard-queries'
import { useSaveAction } from '../../../lib/couple/use-save-action'

export type DeleteInvitationProps = { row: CoupleInvitation; onDeleted: () => Promise<void> }

/** Deleting asks first: the invitation and all its answers go for good. */
export function DeleteInvitation({ row, onDeleted }: DeleteInvitationProps) {
  const [confirming, setConfirming] = useState(false)
  const { error, busy, save } = useSaveAction({ invalidates: [coupleKeys.invitations] })

  async function remove() {
    await save(async () => {
      await coupleApi.remove(row.human_key)
      notify(`Invitación ${row.human_key} eliminada.`, 'success')
      setConfirming(false)
      await onDeleted()
    })
  }

  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
        Eliminar invitación
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>¿Eliminar la invitación {row.human_key}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Se borrarán {row.family_name} y todas sus respuestas. Esto no se puede deshacer.
          </DialogContentText>
          <FormError error={error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancelar</Button>
          <Button color="error" variant="contained" onClick={() => void remove()} disabled={busy}>
            Eliminar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
