import { useCallback, useEffect, useState } from 'react'
import { attachToaster } from './notify'
import { ToastMessage } from './toast-message'
import { toastOptions, type ShownToast } from './toast-options'
import './toast-host.css'

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
