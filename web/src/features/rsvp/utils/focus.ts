/** Moves focus only when the focused control has just been removed, never away from the guest. */
export function focusIfLost(element: HTMLElement | null | undefined) {
  const active = document.activeElement
  if (!active || active === document.body || !active.isConnected) element?.focus()
}
