import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'
import { FormError } from '../../../components/form-error'
import { useSaveAction } from '../../../lib/couple/use-save-action'

export type RemoveHelperDialogProps = {
  email: string
  onClose: () => void
  onRemove: () => Promise<void>
}

/** Taking someone off the door asks first: from then on the door refuses them. */
export function RemoveHelperDialog({ email, onClose, onRemove }: RemoveHelperDialogProps) {
  const titleId = useId()
  const { error, busy, save } = useSaveAction()
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>¿Quitar a {email} de la puerta?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Ya no podrá ver la lista ni anotar llegadas, y su cuenta se borra (si el correo también es
          de una cuenta de ustedes, esa se queda). Las llegadas que ya anotó se quedan.
        </DialogContentText>
        <FormError error={error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void save(onRemove)}
          disabled={busy}
          aria-busy={busy}
        >
          Quitar
        </Button>
      </DialogActions>
    </Dialog>
  )
}
