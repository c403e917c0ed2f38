import { useSession, type SessionState } from '../../../lib/auth/use-session'
import { coupleClient } from '../../../lib/couple/api/couple-client'

/** The couple's session: restored on reload, refreshed, ended on sign-out. */
export function useCoupleSession(): SessionState {
  return useSession(coupleClient)
}
