import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { GuestMessagesQueryResult } from '../../../content/sanity.types'
import type { GuestRow } from '../api/guest-row'
import { AnswerForm } from './answer-form'
import { DeleteInvitation } from './delete-invitation'
import { EditInvitationForm } from './edit-invitation-form'
import { HistoryList } from './history-list'
import { SendPanel } from './send-panel'

export type InvitationDialogProps = {
  row: GuestRow
  messages: GuestMessagesQueryResult
  onClose: () => void
  onChanged: () => Promise<void>
}

/** One invitation: send it, record an answer, edit it, read its history, or delete it. */
export function InvitationDialog({ row, messages, onClose, onChanged }: InvitationDialogProps) {
  const phone = useMediaQuery('(max-width:599.95px)')
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle>
        Invitación {row.human_key} · {row.family_name}
      </DialogTitle>
      <DialogContent dividers>
        <SendPanel row={row} messages={messages} />
        <Divider sx={{ my: 3 }} />
        <AnswerForm key={`answer-${row.confirmed_at}`} row={row} onSaved={onChanged} />
        <Divider sx={{ my: 3 }} />
        <EditInvitationForm key={`edit-${row.available_tickets}`} row={row} onSaved={onChanged} />
        <Divider sx={{ my: 3 }} />
        <HistoryList humanKey={row.human_key} version={row.confirmed_at} />
        <Divider sx={{ my: 3 }} />
        <DeleteInvitation
          row={row}
          onDeleted={async () => {
            onClose()
            await onChanged()
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  )
}
