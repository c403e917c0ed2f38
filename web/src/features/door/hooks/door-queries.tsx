import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

/** How often an open door page asks for the other doors' arrivals. */
export const refreshEveryMs = 30_000

/**
 * How often it tries again while arrivals wait on the phone: the signal may come back without the
 * browser saying so (Firefox, WebKit), and the helper should not wait half a minute to see them
 * sent. Without signal a try fails at once, so it costs nothing.
 */
export const resendEveryMs = 5_000

/** The door's state on this phone, by key: the list and outbox in IndexedDB, and each sync. */
export const doorKeys = {
  /** the list, the outbox and the undoable arrivals, read from IndexedDB (no signal needed) */
  local: ['door', 'local'] as const,
  /** sending the outbox and downloading the list as this account (null: signed out) */
  sync: (email: string | null) => ['door', 'sync', email] as const,
}

function newDoorClient() {
  // a page opened without signal hears no «offline»: the library would take it for online and
  // miss the «online» that follows, when what waits must be sent and loaded
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
  return new QueryClient({
    defaultOptions: {
      // the phone's own IndexedDB answers without signal, and a sync without it says so
      // ('network'), so nothing waits for the signal; a sync is never retried on its own (the
      // next trigger sends what is left)
      queries: {
        networkMode: 'always',
        retry: false,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  })
}

/** The door page's one cache, for as long as the page is open. */
export function DoorQueries({ children }: { children: ReactNode }) {
  const [client] = useState(newDoorClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
