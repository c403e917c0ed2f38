import type { ReactNode } from 'react'

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info'

export type Toast = { message: ReactNode; variant: ToastVariant }

type Show = (toast: Toast) => void

const waiting: Toast[] = []
const listeners = new Set<() => void>()
let requested = false
let show: Show | null = null

/**
 * Shows a toast. The toast library is not part of the first screen: the first call asks the
 * `<Toaster />` to load it, and calls made meanwhile wait, in order, until it is on the page.
 */
export function notify(message: ReactNode, variant: ToastVariant): void {
  const toast = { message, variant }
  if (show) {
    show(toast)
    return
  }
  waiting.push(toast)
  if (!requested) {
    requested = true
    listeners.forEach((listener) => listener())
  }
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function toastsRequested(): boolean {
  return requested
}

/** Called by the toast library once it is mounted; returns how to let go of it again. */
export function attachToaster(next: Show): () => void {
  show = next
  waiting.splice(0).forEach(next)
  return () => {
    if (show === next) show = null
  }
}
