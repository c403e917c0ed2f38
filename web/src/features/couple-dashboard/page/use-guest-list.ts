import { useCallback, useEffect, useRef, useState } from 'react'
import { coupleApi } from '../api/couple-api'
import type { CoupleInvitation } from '../api/guest-row'
import { errorMessage } from '../shared/error-messages'

export type GuestList = {
  rows: CoupleInvitation[] | null
  loading: boolean
  error: string | null
  refresh: () => Promise<void>
  /** Puts an invitation a change answered in place of its old row, without reloading. */
  replaceRow: (row: CoupleInvitation) => void
}

/**
 * The guest list, loaded once, again whenever the window regains focus (the couple comes back
 * from WhatsApp), and on demand. No polling: answers are rare and the couple is one person.
 */
export function useGuestList(): GuestList {
  const [rows, setRows] = useState<CoupleInvitation[] | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const inFlight = useRef<Promise<void> | null>(null)

  const refresh = useCallback(() => {
    inFlight.current ??= (async () => {
      setLoading(true)
      try {
        setRows(await coupleApi.invitations())
        setError(null)
      } catch (failure) {
        setError(errorMessage(failure))
      } finally {
        setLoading(false)
        inFlight.current = null
      }
    })()
    return inFlight.current
  }, [])

  const replaceRow = useCallback((changed: CoupleInvitation) => {
    setRows(
      (current) =>
        current?.map((row) => (row.human_key === changed.human_key ? changed : row)) ?? null,
    )
  }, [])

  useEffect(() => {
    void refresh()
    const onFocus = () => void refresh()
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh()
    }
    window.addEventListener('focus', onFocus)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.removeEventListener('focus', onFocus)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [refresh])

  return { rows, loading, error, refresh, replaceRow }
}
