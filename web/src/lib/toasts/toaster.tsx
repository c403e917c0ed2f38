import { lazy, Suspense, useSyncExternalStore } from 'react'
import { subscribeToToastRequests, toastsRequested } from './notify'

const ToastHost = lazy(() =>
  import('./toast-host').then(({ ToastHost }) => ({ default: ToastHost })),
)

/**
 * Where toasts appear. Renders nothing (on the server and while hydrating too) until the first
 * `notify`, then loads the toast library.
 */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  )
}
