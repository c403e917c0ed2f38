import type { MouseEvent } from 'react'

/** A click that opens a new tab or window is left to the browser. */
export function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}
