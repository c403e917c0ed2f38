import { useEffect } from 'react'
import { doorPath } from '../../../config/paths'

/**
 * Registers the door's service worker (written by the build, tooling/door/door-worker.ts) for this
 * page alone, so the door opens without signal once opened here; guests' pages never load this.
 * Without it (a development server, a browser that refuses) the door still works online.
 */
export function useDoorWorker(): void {
  useEffect(() => {
    const url = __DOOR_WORKER_URL__
    if (!url || !('serviceWorker' in navigator)) return
    navigator.serviceWorker.register(url, { scope: doorPath }).catch(() => undefined)
  }, [])
}
