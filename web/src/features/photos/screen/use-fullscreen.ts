import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange)
  return () => document.removeEventListener('fullscreenchange', onChange)
}
const never = () => () => {}

/** Whether the page is full screen, and a way in (the Fullscreen API needs a tap or a key). */
export function useFullscreen() {
  const full = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null,
    () => false,
  )
  const supported = useSyncExternalStore(
    never,
    () => document.fullscreenEnabled === true,
    () => false,
  )
  const enter = () => void document.documentElement.requestFullscreen().catch(() => undefined)
  return { full, supported, enter }
}
