import type { RsvpClient } from '../../guest-list/call-rpc'
import { createSignedInClient } from '../../guest-list/signed-in-client'

let client: RsvpClient | undefined

/** The couple's client: their session stays through reloads. */
export function coupleClient(): RsvpClient {
  client ??= createSignedInClient('boda-novios-sesion')
  return client
}
