import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'
import { PhotoQueries } from './photo-queries'
import { PhotosRoom } from './photos-room'

export type PhotosRoomDialogProps = { siteUrl: string | null; onClose: () => void }

/** «Fotos»: the whole screen, on a phone and on a desktop, until the couple closes it. */
export function PhotosRoomDialog({ siteUrl, onClose }: PhotosRoomDialogProps) {
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
          Fotos
        </DialogTitle>
        <Button onClick={onClose}>Cerrar</Button>
      </Box>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <PhotoQueries>
          <PhotosRoom siteUrl={siteUrl} />
        </PhotoQueries>
      </DialogContent>
    </Dialog>
  )
}
