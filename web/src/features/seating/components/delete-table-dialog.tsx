import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'
import { notify } from '../../../lib/toasts/notify'
import { seatingApi } from '../../../lib/couple/api/seating-api'
import { useSaveAction } from '../../../lib/couple/use-save-action'

export type DeleteTableDialogProps = {
  name: string
  seated: number
  onClose: () => void
  onDeleted: () => Promise<void>
}

/** «¿Eliminar Mesa 3?»: whoever sits there goes back to «Sin mesa». */
export function DeleteTableDialog({ name, seated, onClose, onDeleted }: DeleteTableDialogProps) {
  const titleId = useId()
  const { error, busy, save } = useSaveAction()

  async function remove() {
    await save(async () => {
      await seatingApi.deleteTable(name)
      notify(`${name} eliminada.`, 'success')
      await onDeleted()
    })
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>¿Eliminar {name}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {seated > 0
            ? `Quienes se sientan ahí (${seated === 1 ? 'una familia o persona' : `${seated} familias o personas`}) quedarán sin mesa. Sus respuestas no cambian.`
            : 'Nadie se sienta ahí todavía.'}
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button color="error" variant="contained" onClick={() => void remove()} disabled={busy}>
          Eliminar mesa
        </Button>
      </DialogActions>
    </Dialog>
  )
}
