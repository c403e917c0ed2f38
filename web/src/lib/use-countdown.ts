import { useCallback, useSyncExternalStore } from 'react'
import { countdownParts, type CountdownParts } from './countdown'
import { renderClock } from './render-clock'

const toSecond = (time: number) => Math.floor(time / 1000) * 1000

/**
 * Ticks every second until the target moment, then stops. The server and hydration read the
 * render clock, so a prerendered countdown hydrates without a mismatch and then catches up.
 */
export function useCountdown(target: Date): CountdownParts {
  const targetTime = target.getTime()
  const subscribe = useCallback(
    (onTick: () => void) => {
      if (Date.now() >= targetTime) return () => undefined
      const timer = window.setInterval(() => {
        onTick()
        if (Date.now() >= targetTime) window.clearInterval(timer)
      }, 1000)
      return () => window.clearInterval(timer)
    },
    [targetTime],
  )
  const now = useSyncExternalStore(
    subscribe,
    () => toSecond(Date.now()),
    () => toSecond(renderClock()),
  )
  return countdownParts(target, new Date(now))
}
