import { useCallback } from 'react'
import { doorApi, type DoorHelper } from '../api/door-api'
import { useLoaded } from '../shared/use-loaded'

export type DoorHelpersState = {
  helpers: DoorHelper[] | null
  error: string | null
  /** Adds or removes a helper; the database answers the whole list, which replaces this one. */
  change: (action: () => Promise<DoorHelper[]>) => Promise<void>
}

/** The door helpers' emails, loaded once and replaced by each change's answer. */
export function useDoorHelpers(): DoorHelpersState {
  const { data, error, setLoaded } = useLoaded(() => doorApi.helpers())
  const change = useCallback(
    async (action: () => Promise<DoorHelper[]>) => setLoaded(await action()),
    [setLoaded],
  )
  return { helpers: data, error, change }
}
