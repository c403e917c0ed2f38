import type { IncomingMessage } from 'node:http'
import type { Server } from 'node:net'
import type { Socket } from 'node:net'

const openedFrom = new WeakMap<Socket, string>()

const withoutIpv4Prefix = (address: string) =>
  address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address

function remember(socket: Socket): void {
  const address = socket.remoteAddress
  if (address) openedFrom.set(socket, withoutIpv4Prefix(address))
}

/**
 * Notes each connection's address as it opens. Read later, a socket the client has already
 * reset has no peer any more (`remoteAddress` is undefined), so a request sent just before a
 * reset would otherwise come from nowhere.
 */
export function rememberConnectionAddresses(server: Server): void {
  server.on('connection', remember)
  server.on('secureConnection', remember)
}

/** The address the request's connection was opened from, or null when it cannot be told. */
export function connectionAddress(req: IncomingMessage): string | null {
  const noted = openedFrom.get(req.socket)
  if (noted) return noted
  const address = req.socket.remoteAddress
  return address ? withoutIpv4Prefix(address) : null
}
