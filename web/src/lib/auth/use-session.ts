import type { Session } from '@supabase/supabase-js'
import { useEffect, useState } from 'react'
import type { RsvpClient } from '../guest-list/call-rpc'

export type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; session: Session }

/**
 * A client's session as supabase-js keeps it: restored on reload, refreshed, ended on sign-out.
 * `client` is called in the browser only: making one reads the page's address, which a
 * prerender has none of.
 */
export function useSession(client: () => RsvpClient): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' })
  useEffect(() => {
    const { data } = client().auth.onAuthStateChange((_event, session) => {
      setState(session ? { status: 'signed-in', session } : { status: 'signed-out' })
    })
    return () => data.subscription.unsubscribe()
  }, [client])
  return state
}
