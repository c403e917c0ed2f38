import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useId } from 'react'
import { DashboardDialog } from '../../components/dashboard/dashboard-dialog'
import { PrivateLinksWarning } from './private-links-warning'

export type QrZipWarningDialogProps = {
  siteUrl: string | null
  origin: string
  studioUrl: string | null
  onDownload: () => void
  onClose: () => void
}

/**
 * Asked before «Descargar códigos QR (zip)» when the codes would hold links a guest's phone
 * cannot open: the warning first, then «Descargar de todos modos» or «Cancelar».
 */
export function QrZipWarningDialog({
  siteUrl,
  origin,
  studioUrl,
  onDownload,
  onClose,
}: QrZipWarningDialogProps) {
  const titleId = useId()
  return (
    <DashboardDialog titleId={titleId} onClose={onClose}>
      <DialogTitle id={titleId}>¿Descargar los códigos QR?</DialogTitle>
      <DialogContent>
        <PrivateLinksWarning
          subject="Los códigos QR"
          siteUrl={siteUrl}
          origin={origin}
          studioUrl={studioUrl}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button color="warning" variant="outlined" onClick={onDownload}>
          Descargar de todos modos
        </Button>
      </DialogActions>
    </DashboardDialog>
  )
}
