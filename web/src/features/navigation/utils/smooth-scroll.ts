export const SCROLL_DURATION_MS = 500

export function easeInOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress))
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2
}

export function scrollPositionAt(from: number, to: number, elapsed: number, duration: number) {
  if (elapsed >= duration) return to
  return from + (to - from) * easeInOutCubic(elapsed / duration)
}

export type AnimateScrollOptions = {
  from: number
  to: number
  scrollTo: (y: number) => void
  duration?: number
  now?: () => number
  requestFrame?: (callback: () => void) => number
  cancelFrame?: (handle: number) => void
}

/** Scrolls with our own frames so the animation lasts exactly `duration`; returns a cancel. */
export function animateScroll({
  from,
  to,
  scrollTo,
  duration = SCROLL_DURATION_MS,
  now = () => performance.now(),
  requestFrame = (callback) => window.requestAnimationFrame(callback),
  cancelFrame = (handle) => window.cancelAnimationFrame(handle),
}: AnimateScrollOptions): () => void {
  const start = now()
  let handle = 0
  const step = () => {
    const elapsed = now() - start
    scrollTo(scrollPositionAt(from, to, elapsed, duration))
    if (elapsed < duration) handle = requestFrame(step)
  }
  handle = requestFrame(step)
  return () => cancelFrame(handle)
}
