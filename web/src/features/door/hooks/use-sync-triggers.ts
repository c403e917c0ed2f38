import { useEffect, useRef } from 'react'

/** How often an open door page asks for the other doors' arrivals. */
export const refreshEveryMs = 30_000

/**
 * Runs `sync` on opening, when the signal returns (`online`), on returning to the tab, and every
 * half minute while the tab is seen; Background Sync is left aside since Safari lacks it.
 */
export function useSyncTriggers(sync: () => Promise<void>): void {
  const latest = useRef(sync)
  useEffect(() => {
    latest.current = sync
  })
  useEffect(() => {
    void sync()
  }, [sync])
  useEffect(() => {
    const run = () => void latest.current()
    const onVisible = () => {
      if (document.visibilityState === 'visible') run()
    }
    window.addEventListener('online', run)
    document.addEventListener('visibilitychange', onVisible)
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && navigator.onLine) run()
    }, refreshEveryMs)
    return () => {
      window.removeEventListener('online', run)
      document.removeEventListener('visibilitychange', onVisible)
      window.clearInterval(timer)
    }
  }, [])
}
