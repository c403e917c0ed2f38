import { useCallback, useEffect, useState } from 'react'
import { coupleApi } from '../../lib/couple/api/couple-api'
import type { FailedLookups } from '../../lib/couple/api/security-rows'
import { errorMessage } from '../../lib/couple/error-message'

export type FailedLookupsState = {
  lookups: FailedLookups | null
  error: string | null
  refresh: () => Promise<void>
}

type Loaded = { lookups: FailedLookups | null; error: string | null }

const load = (): Promise<Loaded> =>
  coupleApi.failedLookups().then(
    (lookups) => ({ lookups, error: null }),
    (failure: unknown) => ({ lookups: null, error: errorMessage(failure) }),
  )

/** The failed look-ups of the last 24 hours, loaded once and again on demand. */
export function useFailedLookups(): FailedLookupsState {
  const [state, setState] = useState<Loaded>({ lookups: null, error: null })

  useEffect(() => {
    let live = true
    void load().then((loaded) => live && setState(loaded))
    return () => {
      live = false
    }
  }, [])

  const refresh = useCallback(async () => setState(await load()), [])

  return { ...state, refresh }
}
