import { useEffect, useState } from 'react'
import { countdownParts, type CountdownParts } from './countdown'

/** Ticks every second until the target moment, then stops. */
export function useCountdown(target: Date): CountdownParts {
  const [now, setNow] = useState(() => new Date())
  const parts = countdownParts(target, now)
  useEffect(() => {
    if (parts.finished) return
    const timer = window.setInterval(() => setNow(new Date()), 1000)
    return () => window.clearInterval(timer)
  }, [parts.finished])
  return parts
}
