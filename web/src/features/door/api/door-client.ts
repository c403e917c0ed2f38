import type { RsvpClient } from '../../../lib/guest-list/call-rpc'
import { createSignedInClient } from '../../../lib/guest-list/signed-in-client'

let client: RsvpClient | undefined

/** The door's client: a session of its own, apart from the couple's on the same phone. */
export function doorClient(): RsvpClient {
  client ??= createSignedInClient('boda-puerta-sesion')
  return client
}
