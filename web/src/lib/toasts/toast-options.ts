import type { Toast } from './notify'

/** The spec's toasts: top right, at most three on screen (a new one sends the oldest away), 5 s. */
export const toastOptions = { autoHideMs: 5000, maxShown: 3 } as const

/** A toast on screen, with the id its host gave it. */
export type ShownToast = Toast & { id: number }
