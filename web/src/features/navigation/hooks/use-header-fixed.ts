import { useSyncExternalStore } from 'react'
import { isHeaderFixed } from '../utils/header-fixed'
import { subscribeToScroll } from '../utils/subscribe-to-scroll'

export function useHeaderFixed(): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => isHeaderFixed(window.scrollY),
    () => false,
  )
}
