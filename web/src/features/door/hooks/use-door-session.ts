import { useSession, type SessionState } from '../../../lib/auth/use-session'
import { doorClient } from '../api/door-client'

/** The door helper's session (restored on reload, with or without signal). */
export function useDoorSession(): SessionState {
  return useSession(doorClient)
}
