import { useCallback, useEffect, useState } from 'react'
import { doorApi, type DoorHelper } from '../api/door-api'
import { errorMessage } from '../shared/error-messages'

export type DoorHelpersState = {
  helpers: DoorHelper[] | null
  error: string | null
  /** Adds or removes a helper; the database answers the whole list, which replaces this one. */
  change: (action: () => Promise<DoorHelper[]>) => Promise<void>
}

/** The door helpers' emails, loaded once and replaced by each change's answer. */
export function useDoorHelpers(): DoorHelpersState {
  const [helpers, setHelpers] = useState<DoorHelper[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    doorApi.helpers().then(
      (loaded) => live && setHelpers(loaded),
      (failure: unknown) => live && setError(errorMessage(failure)),
    )
    return () => {
      live = false
    }
  }, [])

  const change = useCallback(async (action: () => Promise<DoorHelper[]>) => {
    setHelpers(await action())
    setError(null)
  }, [])

  return { helpers, error, change }
}
