import Dialog from '@mui/material/Dialog'
import type { ReactNode } from 'react'
import { usePhoneScreen } from '../../lib/couple/use-screen'

export type DashboardDialogProps = {
  /** The id of the title that names the dialog. */
  titleId: string
  onClose: () => void
  children: ReactNode
}

/** A dialog of the dashboard: the whole screen on a phone, a readable column elsewhere. */
export function DashboardDialog({ titleId, onClose, children }: DashboardDialogProps) {
  const phone = usePhoneScreen()
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      aria-labelledby={titleId}
    >
      {children}
    </Dialog>
  )
}
