import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/** False on the server and while hydrating, true from then on: for browser-only extras. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
