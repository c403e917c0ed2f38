import type { KeyboardEvent, MouseEvent, SyntheticEvent } from 'react'

/** A control of its own inside a card or row: a tap on it is for it, not for the card. */
const inner = 'a, button, input, select, textarea, label, [role="button"], [role="menuitem"]'

const fromInnerControl = (event: SyntheticEvent<HTMLElement>) => {
  const target = event.target as Element
  const control = target.closest(inner)
  return (
    control !== null && control !== event.currentTarget && event.currentTarget.contains(control)
  )
}

/**
 * Makes a whole card or table row open its invitation: a tap or click anywhere on it, or Enter
 * or Space while it has the focus. Its own buttons and links keep their own work (they also stop
 * the event themselves, with `stopTap`), and a click that ends a text selection opens nothing.
 */
export function openOnTap(open: () => void) {
  return {
    tabIndex: 0,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (fromInnerControl(event)) return
      if (window.getSelection()?.toString()) return
      open()
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget) return
      if (event.key !== 'Enter' && event.key !== ' ') return
      event.preventDefault()
      open()
    },
  }
}

/** For a button inside a card or row: its click stays its own. */
export const stopTap = (event: SyntheticEvent) => event.stopPropagation()
