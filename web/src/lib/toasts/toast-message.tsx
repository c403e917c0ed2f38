import { useEffect, useRef, type PointerEvent } from 'react'
import { toastOptions, type ShownToast } from './toast-options'

/** The spec's drag threshold: a toast swiped 80 % of its width away goes. */
const swipeAway = 0.8

type ToastMessageProps = { toast: ShownToast; onClose: (id: number) => void }

/** One toast: gone after five seconds, or when swiped sideways; errors interrupt a screen reader. */
export function ToastMessage({ toast, onClose }: ToastMessageProps) {
  const element = useRef<HTMLDivElement>(null)
  const dragFrom = useRef<number | null>(null)
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), toastOptions.autoHideMs)
    return () => clearTimeout(timer)
  }, [toast.id, onClose])

  const moved = (event: PointerEvent) =>
    dragFrom.current === null ? 0 : event.clientX - dragFrom.current
  function drag(event: PointerEvent) {
    if (element.current && dragFrom.current !== null) {
      element.current.style.transform = `translateX(${moved(event)}px)`
    }
  }
  function release(event: PointerEvent) {
    const width = element.current?.offsetWidth ?? 0
    if (width > 0 && Math.abs(moved(event)) >= width * swipeAway) onClose(toast.id)
    else if (element.current) element.current.style.transform = ''
    dragFrom.current = null
  }

  const urgent = toast.variant === 'error' || toast.variant === 'warning'
  return (
    <div
      ref={element}
      className={`toast toast--${toast.variant}`}
      role={urgent ? 'alert' : 'status'}
      onPointerDown={(event) => {
        dragFrom.current = event.clientX
        event.currentTarget.setPointerCapture?.(event.pointerId)
      }}
      onPointerMove={drag}
      onPointerUp={release}
      onPointerCancel={release}
    >
      {toast.message}
    </div>
  )
}
