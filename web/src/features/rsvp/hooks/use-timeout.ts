import { useEffect, useEffectEvent } from 'react'

/** Calls back once after delayMs; null, or a change of delay, cancels the pending call. */
export function useTimeout(callback: () => void, delayMs: number | null) {
  const onTimeout = useEffectEvent(callback)
  useEffect(() => {
    if (delayMs === null) return
    const timer = setTimeout(() => onTimeout(), delayMs)
    return () => clearTimeout(timer)
  }, [delayMs])
}
