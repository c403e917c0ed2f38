import type { Session } from '@supabase/supabase-js'
import { useEffect, useState } from 'react'
import { coupleClient } from '../api/couple-client'

export type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; session: Session }

/** The couple's session as supabase-js keeps it: restored on reload, refreshed, ended on sign-out. */
export function useCoupleSession(): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' })
  useEffect(() => {
    const { data } = coupleClient().auth.onAuthStateChange((_event, session) => {
      setState(session ? { status: 'signed-in', session } : { status: 'signed-out' })
    })
    return () => data.subscription.unsubscribe()
  }, [])
  return state
}
