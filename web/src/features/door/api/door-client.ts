import type { RsvpClient } from '../../../lib/guest-list/call-rpc'
import { createSignedInClient } from '../../../lib/guest-list/signed-in-client'

/** Where supabase-js keeps the door's session in localStorage (and beside it, its helpers' keys). */
export const doorSessionKey = 'boda-puerta-sesion'

let client: RsvpClient | undefined

/**
 * How long a door request may take before the phone gives up on it and keeps what is pending for
 * the next sync: a venue's signal can swallow a request without an answer.
 */
export const doorRequestTimeoutMs = 20_000

/** The door's client: a session of its own, apart from the couple's on the same phone. */
export function doorClient(): RsvpClient {
  client ??= createSignedInClient(doorSessionKey, doorRequestTimeoutMs)
  return client
}

/**
 * Ends the door's session on this phone: on the server when it answers, and on the phone in any
 * case. Only this phone's (`local`): several phones may share one door account, and ending every
 * session would take the list off the others in the middle of the day. supabase-js keeps the
 * session when the server cannot be reached, so with no signal its stored copy is removed here;
 * the page then reloads with no session.
 */
export async function endDoorSession(): Promise<void> {
  const { error } = await doorClient()
    .auth.signOut({ scope: 'local' })
    .catch((failure: unknown) => ({ error: failure }))
  if (!error) return
  for (const key of Object.keys(localStorage)) {
    if (key === doorSessionKey || key.startsWith(`${doorSessionKey}-`)) localStorage.removeItem(key)
  }
}
