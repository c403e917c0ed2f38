import { useEffect } from 'react'

/**
 * Keeps the screen on while the page is shown (Screen Wake Lock). The browser releases the lock
 * when the tab is hidden; it is asked for again when the tab is visible again. Where the API is
 * missing or refused, the TV's own settings decide.
 */
export function useWakeLock() {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return
    let lock: WakeLockSentinel | null = null
    let gone = false
    async function take() {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return
      try {
        const taken = await navigator.wakeLock.request('screen')
        if (gone) void taken.release()
        else lock = taken
      } catch {
        // refused (battery saver, no user gesture yet): the next visibility change tries again
      }
    }
    const onVisibility = () => void take()
    void take()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      gone = true
      document.removeEventListener('visibilitychange', onVisibility)
      void lock?.release()
    }
  }, [])
}
