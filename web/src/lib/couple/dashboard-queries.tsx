import {
  focusManager,
  onlineManager,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

/** The dashboard's server state, by resource: what each query reads and each change refreshes. */
export const coupleKeys = {
  invitations: ['couple', 'invitations'] as const,
  doorHelpers: ['couple', 'door', 'helpers'] as const,
  arrivals: ['couple', 'door', 'arrivals'] as const,
  doorSettings: ['couple', 'door', 'settings'] as const,
  seatingPlan: ['couple', 'seating-plan'] as const,
}

/**
 * The couple comes back to the dashboard by its tab (visibilitychange, the library's own) or by
 * its window on a computer (focus, which a tab's visibility misses): both load what is stale.
 */
export function listenForReturns(returned: () => void) {
  window.addEventListener('visibilitychange', returned)
  window.addEventListener('focus', returned)
  return () => {
    window.removeEventListener('visibilitychange', returned)
    window.removeEventListener('focus', returned)
  }
}

// none on the server, where /novios is prerendered
focusManager.setEventListener((returned) =>
  typeof window === 'undefined' ? undefined : listenForReturns(() => returned()),
)

/** A fresh cache: what the dashboard shows comes from the database from the time it opens. */
export function newDashboardClient() {
  // a page opened without signal hears no «offline»: the library would take it for online and
  // miss the «online» that follows, when what waits must be sent and loaded
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
  return new QueryClient({
    defaultOptions: {
      // loaded again when the couple comes back to the tab (from WhatsApp) or the signal returns;
      // tried even when the browser says there is no signal, so the couple reads why it failed
      queries: {
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: 1,
        networkMode: 'always',
      },
      // a change is never sent twice on its own (adding an invitation again would add two), and
      // is sent even when the browser says there is no signal: the couple reads why it failed
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}

/** The dashboard's one cache, from the list down to each room's dialogs. */
export function DashboardQueries({ children }: { children: ReactNode }) {
  const [client] = useState(newDashboardClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
