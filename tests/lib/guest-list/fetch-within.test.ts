import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchWithin } from '../../../web/src/lib/guest-list/fetch-within'

let server: Server
let url: string

// a server that answers /fast at once and never answers /never, as a swallowed request
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/fast') res.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('a fetch with a time limit', () => {
  it('answers what the server answers in time', async () => {
    expect(await (await fetchWithin(5_000)(`${url}/fast`)).text()).toBe('ok')
  })

  it('gives up on a request that is never answered', async () => {
    await expect(fetchWithin(100)(`${url}/never`)).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  it('still stops when the caller aborts first', async () => {
    const caller = new AbortController()
    const sent = fetchWithin(5_000)(`${url}/never`, { signal: caller.signal })
    caller.abort()
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' })
  })
})
