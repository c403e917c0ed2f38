import net from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { RpcArgs, RpcName } from '../../web/src/lib/guest-list/call-rpc'
import { rpcBody } from '../support/rpc-request'
import { forgetFailedLookups, startApi, type RunningApi } from './support/start-api'

let api: RunningApi

beforeAll(async () => {
  api = await startApi()
}, 60_000)
afterAll(() => api.close())
beforeEach(() => forgetFailedLookups(api.db))

/** Sends one whole request from a loopback address, then resets the connection (RST). */
function postThenReset<Fn extends RpcName>(fn: Fn, args: RpcArgs<Fn>, from: string): Promise<void> {
  const body = rpcBody(fn, args)
  const { port } = new URL(api.baseUrl)
  const request =
    `POST /rest/v1/rpc/${fn} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(port), localAddress: from })
    socket.on('error', reject)
    socket.on('connect', () => socket.write(request, () => socket.resetAndDestroy()))
    socket.on('close', () => resolve())
  })
}

/** Sends only the request's head, announcing a body that never comes, then resets. */
function headThenReset(fn: RpcName, from: string, baseUrl = api.baseUrl): Promise<void> {
  const { port } = new URL(baseUrl)
  const head =
    `POST /rest/v1/rpc/${fn} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
    `Content-Type: application/json\r\nContent-Length: 64\r\n\r\n`
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(port), localAddress: from })
    socket.on('error', reject)
    socket.on('connect', () => socket.write(head, () => socket.resetAndDestroy()))
    socket.on('close', () => resolve())
  })
}

async function failuresByAddress() {
  const { rows } = await api.db.query<{ client_address: string | null; count: number }>(
    `select client_address, count(*)::int as count from public.rsvp_lookup_failures
     group by client_address`,
  )
  return rows
}

async function find(key: string, from: string) {
  const response = await fetchFrom(from, 'find_invitation', { p_human_key: key })
  return { status: response.status, body: await response.json() }
}

/** fetch cannot choose its local address; a plain socket can. */
function fetchFrom<Fn extends RpcName>(from: string, fn: Fn, args: RpcArgs<Fn>): Promise<Response> {
  const body = rpcBody(fn, args)
  const { port } = new URL(api.baseUrl)
  return new Promise((resolve, reject) => {
    let raw = ''
    const socket = net.connect({ host: '127.0.0.1', port: Number(port), localAddress: from })
    socket.setEncoding('utf8')
    socket.on('error', reject)
    socket.on('data', (chunk: string) => (raw += chunk))
    socket.on('end', () => {
      const [head = '', text = ''] = raw.split('\r\n\r\n')
      const status = Number(head.split(' ')[1])
      resolve(new Response(text, { status }))
    })
    socket.on('connect', () =>
      socket.end(
        `POST /rest/v1/rpc/${fn} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      ),
    )
  })
}

async function invitations() {
  const { rows } = await api.db.query(
    `select human_key, will_attend, confirmed_tickets, confirmed_at from public.rsvp_guests
     order by human_key`,
  )
  const history = await api.db.query('select count(*)::int as count from public.rsvp_history')
  return { rows, history: history.rows }
}

const tooMany = {
  status: 400,
  body: expect.objectContaining({ message: 'rsvp_too_many_attempts' }),
}

describe('a client that resets the connection right after its request', () => {
  it('changes no invitation with 24 answers from an address the throttle refuses', async () => {
    const from = '127.0.0.5'
    for (let i = 0; i < 10; i += 1) {
      expect(await find(`R${i}`, from)).toEqual({ status: 200, body: null })
    }
    expect(await find('001', from)).toEqual(tooMany)
    const before = await invitations()

    for (let n = 1; n <= 24; n += 1) {
      const key = String(n).padStart(3, '0')
      await postThenReset(
        'respond_invitation',
        { p_human_key: key, p_will_attend: false, p_confirmed_tickets: 0 },
        from,
      )
    }
    await api.idle()

    expect(await invitations()).toEqual(before)
  }, 60_000)

  it('is still counted: 300 reset misses leave the address refused', async () => {
    const from = '127.0.0.6'
    for (let n = 0; n < 300; n += 1) {
      await postThenReset('find_invitation', { p_human_key: `Z${n}` }, from)
    }
    await api.idle()

    expect(await find('001', from)).toEqual(tooMany)
    expect(await failuresByAddress()).toEqual([{ client_address: from, count: 10 }])
  }, 60_000)

  // what `vite preview` meets: its middleware is slower, so the reset lands before the body is read
  it('costs a try even when the body never arrives: 300 leave the address refused', async () => {
    const from = '127.0.0.7'
    for (let n = 0; n < 300; n += 1) await headThenReset('find_invitation', from)
    await api.idle()

    expect(await find('001', from)).toEqual(tooMany)
    expect(await failuresByAddress()).toEqual([{ client_address: from, count: 10 }])
  }, 60_000)

  it('costs a signed-in caller nothing, as only guests are throttled', async () => {
    const signedIn = await startApi({
      db: api.db,
      authorize: () => Promise.resolve({ ok: true, role: 'authenticated' }),
    })
    try {
      await headThenReset('couple_invitations', '127.0.0.8', signedIn.baseUrl)
      await signedIn.idle()
    } finally {
      await signedIn.close()
    }

    expect(await failuresByAddress()).toEqual([])
  })
})
