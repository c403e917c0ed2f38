import { useCallback, useEffect, useState } from 'react'
import { attachToaster, type Toast } from './notify'
import { ToastMessage } from './toast-message'
import './toast-host.css'

/** The spec's toasts: top right, at most three on screen (a new one sends the oldest away), 5 s. */
export const toastOptions = { autoHideMs: 5000, maxShown: 3 } as const

export type ShownToast = Toast & { id: number }

let nextId = 0

/**
 * Where toasts appear, once the first is asked for (see Toaster). Plain React and CSS: a guest's
 * first toast («¡Invitado encontrado!») costs about 1 kB instead of a toast library's 9 kB.
 */
export function ToastHost() {
  const [shown, setShown] = useState<ShownToast[]>([])
  const close = useCallback(
    (id: number) => setShown((current) => current.filter((toast) => toast.id !== id)),
    [],
  )
  useEffect(
    () =>
      attachToaster((toast) =>
        setShown((current) =>
          [...current, { ...toast, id: nextId++ }].slice(-toastOptions.maxShown),
        ),
      ),
    [],
  )
  return (
    <div className="toasts" aria-live="polite">
      {shown.map((toast) => (
        <ToastMessage key={toast.id} toast={toast} onClose={close} />
      ))}
    </div>
  )
}
