import { doorApi, type Arrivals } from '../api/door-api'
import { useLoaded } from '../shared/use-loaded'

export type ArrivalsState = {
  arrivals: Arrivals | null
  loading: boolean
  error: string | null
  refresh: () => Promise<void>
}

/** Who came on the day, loaded once and again on demand (the doors may still be counting). */
export function useArrivals(): ArrivalsState {
  const { data, loading, error, reload } = useLoaded(() => doorApi.arrivals())
  return { arrivals: data, loading, error, refresh: reload }
}
