import type { RsvpClient } from '../../../lib/guest-list/call-rpc'
import { createSignedInClient } from '../../../lib/guest-list/signed-in-client'

/** Where supabase-js keeps the door's session in localStorage (and beside it, its helpers' keys). */
export const doorSessionKey = 'boda-puerta-sesion'

let client: RsvpClient | undefined

/** The door's client: a session of its own, apart from the couple's on the same phone. */
export function doorClient(): RsvpClient {
  client ??= createSignedInClient(doorSessionKey)
  return client
}

/**
 * Ends the door's session: on the server when it answers (`global`: every phone of the account,
 * supabase-js's default; `local`: this one), and on this phone in any case. supabase-js keeps the
 * session when the server cannot be reached, so with no signal its stored copy is removed here;
 * the page then reloads with no session.
 */
export async function endDoorSession(scope: 'global' | 'local' = 'global'): Promise<void> {
  const { error } = await doorClient()
    .auth.signOut({ scope })
    .catch((failure: unknown) => ({ error: failure }))
  if (!error) return
  for (const key of Object.keys(localStorage)) {
    if (key === doorSessionKey || key.startsWith(`${doorSessionKey}-`)) localStorage.removeItem(key)
  }
}
