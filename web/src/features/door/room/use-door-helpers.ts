import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { doorRoomApi, type DoorHelper } from '../api/door-room-api'
import { coupleKeys } from '../../../lib/couple/dashboard-queries'
import { errorMessage } from '../../../lib/couple/error-message'

export type DoorHelpersState = {
  helpers: DoorHelper[] | null
  error: string | null
  /** Adds or removes a helper; the answer's whole list replaces this one, and is handed back. */
  change: <T extends { helpers: DoorHelper[] }>(action: () => Promise<T>) => Promise<T>
}

/** The door helpers' emails: a query, replaced by each change's answer (its whole list). */
export function useDoorHelpers(): DoorHelpersState {
  const client = useQueryClient()
  const query = useQuery({ queryKey: coupleKeys.doorHelpers, queryFn: () => doorRoomApi.helpers() })
  const change = useCallback(
    async <T extends { helpers: DoorHelper[] }>(action: () => Promise<T>) => {
      const answer = await action()
      client.setQueryData(coupleKeys.doorHelpers, answer.helpers)
      return answer
    },
    [client],
  )
  return {
    helpers: query.data ?? null,
    error: query.error ? errorMessage(query.error) : null,
    change,
  }
}
