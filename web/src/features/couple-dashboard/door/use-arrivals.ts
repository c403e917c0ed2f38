import { useCallback, useEffect, useState } from 'react'
import { doorApi, type Arrivals } from '../api/door-api'
import { errorMessage } from '../shared/error-messages'

export type ArrivalsState = {
  arrivals: Arrivals | null
  loading: boolean
  error: string | null
  refresh: () => Promise<void>
}

type Loaded = { arrivals: Arrivals | null; error: string | null }

const load = (): Promise<Loaded> =>
  doorApi.arrivals().then(
    (arrivals) => ({ arrivals, error: null }),
    (failure: unknown) => ({ arrivals: null, error: errorMessage(failure) }),
  )

/** Who came on the day, loaded once and again on demand (the doors may still be counting). */
export function useArrivals(): ArrivalsState {
  const [state, setState] = useState<Loaded>({ arrivals: null, error: null })
  const [loading, setLoading] = useState(true)

  useEffect(() => {
    let live = true
    void load().then((loaded) => {
      if (!live) return
      setState(loaded)
      setLoading(false)
    })
    return () => {
      live = false
    }
  }, [])

  const refresh = useCallback(async () => {
    setLoading(true)
    const loaded = await load()
    // a failed refresh keeps what was shown, with the error above it
    setState((shown) => ({ arrivals: loaded.arrivals ?? shown.arrivals, error: loaded.error }))
    setLoading(false)
  }, [])

  return { ...state, loading, refresh }
}
