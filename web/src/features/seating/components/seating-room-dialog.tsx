import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { SeatingRoom } from './seating-room'

export type SeatingRoomDialogProps = {
  rows: readonly CoupleInvitation[]
  onRowChanged: (row: CoupleInvitation) => void
  onRefresh: () => Promise<void>
  onClose: () => void
}

/** «Mesas»: the whole screen, on a phone and on a desktop, until the couple closes it. */
export function SeatingRoomDialog({ onClose, ...room }: SeatingRoomDialogProps) {
  const titleId = useId()
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby={titleId}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pr: { xs: 1, sm: 2 },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <DialogTitle id={titleId} sx={{ flex: 1, px: { xs: 2, sm: 3 } }}>
          Mesas
        </DialogTitle>
        <Button onClick={onClose}>Cerrar</Button>
      </Box>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <SeatingRoom {...room} />
      </DialogContent>
    </Dialog>
  )
}
