import { useCallback } from 'react'
import { doorApi, type DoorHelper } from '../api/door-api'
import { useLoaded } from '../shared/use-loaded'

export type DoorHelpersState = {
  helpers: DoorHelper[] | null
  error: string | null
  /** Adds or removes a helper; the answer's whole list replaces this one, and is handed back. */
  change: <T extends { helpers: DoorHelper[] }>(action: () => Promise<T>) => Promise<T>
}

/** The door helpers' emails, loaded once and replaced by each change's answer. */
export function useDoorHelpers(): DoorHelpersState {
  const { data, error, setLoaded } = useLoaded(() => doorApi.helpers())
  const change = useCallback(
    async <T extends { helpers: DoorHelper[] }>(action: () => Promise<T>) => {
      const answer = await action()
      setLoaded(answer.helpers)
      return answer
    },
    [setLoaded],
  )
  return { helpers: data, error, change }
}
