import { CloseIcon } from '../../../components/mui/icons/close'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useId } from 'react'
import { ErrorBoundary } from '../../../components/error-boundary'
import { useSiteTexts } from '../../../content/use-site-texts'
import { detailsTextDefaults } from '../../../content/site-texts/details'
import type { DetailTopic } from '../utils/detail-topic'
import { DetailLoading } from './detail-loading'

const DetailTopicContent = lazy(() => import('./detail-topic-content'))

export type DetailDialogProps = {
  open: boolean
  topic: DetailTopic | null
  title: string
  onClose: () => void
}

export function DetailDialog({ open, topic, title, onClose }: DetailDialogProps) {
  const labels = useSiteTexts('details', detailsTextDefaults)
  const titleId = useId()
  return (
    <Dialog
      open={open && topic !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{
        paper: {
          sx: { width: 'calc(100% - 32px)', maxWidth: 900, maxHeight: '80vh', m: 2 },
        },
      }}
    >
      <DialogTitle id={titleId} variant="h3" component="h2" sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={labels.closeDialog}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {topic && (
          <ErrorBoundary fallback={<Typography role="alert">{labels.loadFailed}</Typography>}>
            <Suspense fallback={<DetailLoading />}>
              <DetailTopicContent topic={topic} />
            </Suspense>
          </ErrorBoundary>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {labels.close}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
