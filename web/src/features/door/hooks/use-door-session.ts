import type { Session } from '@supabase/supabase-js'
import { useEffect, useState } from 'react'
import { doorClient } from '../api/door-client'

export type DoorSession =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; session: Session }

/** The door helper's session as supabase-js keeps it (restored on reload, with or without signal). */
export function useDoorSession(): DoorSession {
  const [state, setState] = useState<DoorSession>({ status: 'loading' })
  useEffect(() => {
    const { data } = doorClient().auth.onAuthStateChange((_event, session) => {
      setState(session ? { status: 'signed-in', session } : { status: 'signed-out' })
    })
    return () => data.subscription.unsubscribe()
  }, [])
  return state
}
