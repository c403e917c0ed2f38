import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { RpcError } from '../../../lib/guest-list/rpc-error'

/** The seating room's server state, by resource: the tables and the switch, and its changes. */
export const seatingKeys = {
  seating: ['couple', 'seating'] as const,
  /** every change of who sits where; the room shows those on their way as if saved */
  seat: ['couple', 'seat'] as const,
}

/**
 * A write is tried once more only when its request got no answer: every seating function writes
 * only what differs, so sending it again after a dropped answer is safe; a refusal is final.
 */
export const retryDroppedOnce = (failures: number, error: unknown) =>
  failures < 1 && error instanceof RpcError && error.code === 'network'

function newSeatingClient() {
  return new QueryClient({
    defaultOptions: {
      // loaded again when the couple comes back to the tab or the signal returns
      queries: { refetchOnWindowFocus: true, refetchOnReconnect: true, retry: 1 },
      mutations: { retry: retryDroppedOnce },
    },
  })
}

/** One cache for each time the room opens, so what it shows comes from the database then. */
export function SeatingQueries({ children }: { children: ReactNode }) {
  const [client] = useState(newSeatingClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
