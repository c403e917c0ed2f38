import { useQuery } from '@tanstack/react-query'
import { doorRoomApi, type Arrivals } from '../api/door-room-api'
import { coupleKeys } from '../../../lib/couple/dashboard-queries'
import { errorMessage } from '../../../lib/couple/error-message'

export type ArrivalsState = {
  arrivals: Arrivals | null
  loading: boolean
  error: string | null
  refresh: () => Promise<void>
}

/**
 * Who came on the day: a query, loaded again when the couple comes back to the tab, when the
 * signal returns and on demand (the doors may still be counting).
 */
export function useArrivals(): ArrivalsState {
  const query = useQuery({ queryKey: coupleKeys.arrivals, queryFn: () => doorRoomApi.arrivals() })
  return {
    arrivals: query.data ?? null,
    loading: query.isFetching,
    error: query.error ? errorMessage(query.error) : null,
    refresh: async () => {
      await query.refetch()
    },
  }
}
