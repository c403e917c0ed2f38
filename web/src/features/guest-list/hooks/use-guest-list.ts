import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { coupleApi } from '../../../lib/couple/api/couple-api'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { coupleKeys } from '../../../lib/couple/dashboard-queries'
import { errorMessage } from '../../../lib/couple/error-message'

export type GuestList = {
  rows: CoupleInvitation[] | null
  loading: boolean
  error: string | null
  refresh: () => Promise<void>
  /** Puts an invitation a change answered in place of its old row, without reloading. */
  replaceRow: (row: CoupleInvitation) => void
}

/**
 * The guest list: a query (within DashboardQueries), loaded again whenever the couple comes back
 * to the tab (from WhatsApp), when the signal returns, after a change to it, and on demand.
 */
export function useGuestList(): GuestList {
  const client = useQueryClient()
  const query = useQuery({
    queryKey: coupleKeys.invitations,
    queryFn: () => coupleApi.invitations(),
  })

  const refresh = useCallback(
    () => client.invalidateQueries({ queryKey: coupleKeys.invitations }),
    [client],
  )
  const replaceRow = useCallback(
    (changed: CoupleInvitation) =>
      client.setQueryData<CoupleInvitation[]>(coupleKeys.invitations, (current) =>
        current?.map((row) => (row.human_key === changed.human_key ? changed : row)),
      ),
    [client],
  )

  return {
    rows: query.data ?? null,
    loading: query.isFetching,
    error: query.error ? errorMessage(query.error) : null,
    refresh,
    replaceRow,
  }
}
