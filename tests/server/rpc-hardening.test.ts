import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RpcArgs } from '../../web/src/lib/guest-list/call-rpc'
import { postRpcBody, rpcBody, type RpcInit } from '../support/rpc-request'
import {
  countRows,
  forgetFailedLookups,
  guestRow,
  startApi,
  type RunningApi,
} from './support/start-api'

let api: RunningApi

beforeAll(async () => {
  api = await startApi()
}, 60_000)
afterAll(() => api.close())
beforeEach(() => forgetFailedLookups(api.db))

const answer = {
  p_human_key: '001',
  p_will_attend: true,
  p_confirmed_tickets: 2,
} satisfies RpcArgs<'respond_invitation'>
const findBody = rpcBody('find_invitation', { p_human_key: '001' })

/** A body of `bytes` bytes sent in chunks, without content-length, as a streaming client would. */
function streamedBody(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      sent += chunk.length
      controller.enqueue(chunk)
    },
  })
}

describe('SQL in the invitation key', () => {
  it.each(["001' or '1'='1", "'; drop table public.rsvp_guests; --"])(
    'treats %j as a key that does not exist and leaves the table intact',
    async (key) => {
      const found = await api.rpc('find_invitation', { p_human_key: key })
      expect(found.status).toBe(200)
      expect(await found.json()).toBeNull()
      const answered = await api.rpc('respond_invitation', { ...answer, p_human_key: key })
      expect(answered.status).toBe(200)
      expect(await answered.json()).toBeNull()
      expect(await countRows(api.db, 'rsvp_guests')).toBe(16)
      expect(await guestRow(api.db, '001')).toMatchObject({ will_attend: null })
    },
  )
})

describe('request bodies', () => {
  it('rejects a 1 MB body with 400 PGRST102 and changes nothing', async () => {
    const history = await countRows(api.db, 'rsvp_history')
    const huge = JSON.stringify({ ...answer, padding: 'x'.repeat(1024 * 1024) })
    const response = await api.send('respond_invitation', huge)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PGRST102' })
    expect(await guestRow(api.db, '001')).toMatchObject({ will_attend: null })
    expect(await countRows(api.db, 'rsvp_history')).toBe(history)
  })

  it('stops reading a streamed body without content-length past 64 KB', async () => {
    const body = streamedBody(8 * 1024 * 1024)
    // undici needs duplex to stream a request body; RequestInit does not name it
    const init = { duplex: 'half' } as RpcInit
    const response = await postRpcBody(api.baseUrl, 'find_invitation', body, init)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PGRST102' })
  })

  it('accepts a body of just under 64 KB', async () => {
    const key = `001${' '.repeat(65_000)}`
    const response = await api.rpc('find_invitation', { p_human_key: key })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ human_key: '001' })
  })

  it.each([
    ['malformed JSON', findBody.slice(0, -1)],
    ['a JSON array', `[${findBody}]`],
    ['a JSON string', '"001"'],
    ['JSON null', 'null'],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
  ])('rejects %s with 400 PGRST102', async (_, body) => {
    const response = await postRpcBody(api.baseUrl, 'find_invitation', body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PGRST102' })
  })
})

describe('what is reachable', () => {
  it.each(['/rest/v1/rpc/pg_sleep', '/rest/v1/rpc/set_config', '/rest/v1/rpc/client_address'])(
    'answers 404 PGRST202 for the function at %s',
    async (path) => {
      const response = await fetch(`${api.baseUrl}${path}`, { method: 'POST', body: '{}' })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ code: 'PGRST202' })
    },
  )

  it.each([
    '/rest/v1/rsvp_guests',
    '/rest/v1/rsvp_guests?select=*',
    '/rest/v1/',
    '/rest/v1/rpc/',
    '/rest/v1/rpc/find_invitation/extra',
    '/rest/v1/rpc/private.client_address',
  ])('answers 404 for %s', async (path) => {
    const response = await fetch(`${api.baseUrl}${path}`, { method: 'POST', body: '{}' })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: expect.stringMatching(/^PGRST/) })
  })

  it('answers 405 PGRST101 to GET on a guest function', async () => {
    const query = new URLSearchParams({ p_human_key: '001' } satisfies RpcArgs<'find_invitation'>)
    const response = await fetch(`${api.baseUrl}/rest/v1/rpc/find_invitation?${query}`)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('OPTIONS, POST')
    expect(await response.json()).toMatchObject({ code: 'PGRST101' })
  })

  it('answers OPTIONS with 204 and no CORS permission', async () => {
    const response = await fetch(`${api.baseUrl}/rest/v1/rpc/find_invitation`, {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  // names no typed caller can write, so these bodies are spelt out
  it.each([
    ['a misspelt name', { p_key: '001' }],
    ['no arguments', {}],
    ['an extra argument', { p_human_key: '001', p_role: 'service_role' }],
  ])('answers 404 PGRST202 for %s', async (_, args) => {
    const response = await api.send('find_invitation', JSON.stringify(args))
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({
      code: 'PGRST202',
      hint: 'Perhaps you meant to call the function public.find_invitation(p_human_key)',
    })
  })

  it('answers 404 when respond_invitation misses p_confirmed_tickets and changes nothing', async () => {
    const { p_confirmed_tickets: _, ...partial } = answer
    const response = await api.send('respond_invitation', partial)
    expect(response.status).toBe(404)
    expect(await guestRow(api.db, '001')).toMatchObject({ will_attend: null })
  })
})
