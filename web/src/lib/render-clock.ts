let renderedAt: number | undefined

/**
 * The moment a prerendered page was rendered. Hydration must reproduce the server's markup, so
 * time-dependent parts hydrate with this moment and only then move on to the real clock.
 */
export function pinRenderClock(time: number): void {
  renderedAt = time
}

export function renderClock(): number {
  return renderedAt ?? Date.now()
}
