import { enqueueSnackbar, SnackbarProvider } from 'notistack'
import { useEffect } from 'react'
import { attachToaster } from './notify'
import './toast-colors.css'

export const toastOptions = {
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  autoHideDuration: 5000,
  maxSnack: 3,
} as const

/** notistack's provider on its own; its standalone `enqueueSnackbar` reaches it from anywhere. */
export function ToastHost() {
  // A parent's effect runs after its children mounted, so the provider is ready to enqueue.
  useEffect(
    () => attachToaster(({ message, variant }) => enqueueSnackbar(message, { variant })),
    [],
  )
  return <SnackbarProvider {...toastOptions} />
}
