import { useSyncExternalStore } from 'react'
import { renderClock } from './render-clock'

const noSubscription = () => () => undefined

/** This year; a prerendered page hydrates with the year it was built in, then corrects it. */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => new Date(renderClock()).getFullYear(),
  )
}
