import http, { type IncomingMessage } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { readBody, type BodyResult } from '../../server/rsvp/read-body'

let server: http.Server | undefined
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

/** Starts a server whose handler reads the body only once the client has gone. */
async function readAfterTheClientLeft(): Promise<BodyResult | 'still waiting'> {
  let result!: Promise<BodyResult | 'still waiting'>
  const handled = new Promise<void>((resolve) => {
    server = http.createServer((req: IncomingMessage) => {
      req.once('close', () => {
        result = Promise.race([
          readBody(req),
          new Promise<'still waiting'>((wait) => setTimeout(() => wait('still waiting'), 1000)),
        ])
        resolve()
      })
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server!.address() as AddressInfo
  const socket = net.connect({ host: '127.0.0.1', port })
  socket.on('error', () => {})
  socket.on('connect', () =>
    socket.write(
      'POST /rest/v1/rpc/find_invitation HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 64\r\n\r\n{"p_hu',
      () => socket.resetAndDestroy(),
    ),
  )
  await handled
  return result
}

it('answers at once for a request whose client reset the connection before it was read', async () => {
  expect(await readAfterTheClientLeft()).toEqual({ ok: false, reason: 'aborted' })
})
