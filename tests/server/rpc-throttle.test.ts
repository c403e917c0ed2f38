import http from 'node:http'
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

type Reply = { status: number; body: unknown }

/**
 * POSTs from a chosen loopback address (127.0.0.2 is another machine as far as the server can
 * tell), with optional headers a client might forge.
 */
function post<Fn extends RpcName>(
  fn: Fn,
  args: RpcArgs<Fn>,
  from: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const body = rpcBody(fn, args)
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${api.baseUrl}/rest/v1/rpc/${fn}`,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

async function missTenTimes(from: string) {
  for (let attempt = 1; attempt <= 10; attempt++) {
    const reply = await post('find_invitation', { p_human_key: `X${attempt}` }, from)
    expect(reply).toEqual({ status: 200, body: null })
  }
}

const tooMany = {
  status: 400,
  body: expect.objectContaining({ message: 'rsvp_too_many_attempts' }),
}

describe('the look-up throttle, keyed by the TCP address of the connection', () => {
  it('refuses even a valid key after 10 misses from one address', async () => {
    await missTenTimes('127.0.0.1')
    expect(await post('find_invitation', { p_human_key: '001' }, '127.0.0.1')).toEqual(tooMany)
    expect(
      await post(
        'respond_invitation',
        { p_human_key: '001', p_will_attend: true, p_confirmed_tickets: 1 },
        '127.0.0.1',
      ),
    ).toEqual(tooMany)
  })

  it('still serves another address', async () => {
    await missTenTimes('127.0.0.1')
    const reply = await post('find_invitation', { p_human_key: '001' }, '127.0.0.2')
    expect(reply).toEqual({ status: 200, body: expect.objectContaining({ human_key: '001' }) })
  })

  it('ignores forwarding headers a client sends to look like someone else', async () => {
    await missTenTimes('127.0.0.1')
    const forged = {
      'x-forwarded-for': '203.0.113.7',
      'cf-connecting-ip': '203.0.113.8',
      'x-real-ip': '203.0.113.9',
    }
    expect(await post('find_invitation', { p_human_key: '001' }, '127.0.0.1', forged)).toEqual(
      tooMany,
    )
  })

  it('records misses under the connection address, not a forged one', async () => {
    await post('find_invitation', { p_human_key: 'X1' }, '127.0.0.2', {
      'x-forwarded-for': '203.0.113.7',
    })
    const { rows } = await api.db.query<{ client_address: string }>(
      'select client_address from public.rsvp_lookup_failures',
    )
    expect(rows).toEqual([{ client_address: '127.0.0.2' }])
  })
})

describe('forged forwarding headers that change on every call', () => {
  it('refuses 14 misses from the eleventh', async () => {
    const statuses: number[] = []
    for (let i = 1; i <= 14; i += 1) {
      const forged = {
        'x-forwarded-for': `203.0.113.${i}`,
        'cf-connecting-ip': `198.51.100.${i}`,
        'x-real-ip': `192.0.2.${i}`,
      }
      statuses.push(
        (await post('find_invitation', { p_human_key: `F${i}` }, '127.0.0.3', forged)).status,
      )
    }
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(4).fill(400)])
  })
})

describe('a request whose connection address cannot be told', () => {
  it('is refused as throttled before it reaches the database', async () => {
    const blind = await startApi({ db: api.db, clientAddress: () => null })
    try {
      const response = await blind.rpc('find_invitation', { p_human_key: '001' })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        code: 'P0001',
        message: 'rsvp_too_many_attempts',
        details: 'The client address of the request could not be determined.',
      })
      const { rows } = await api.db.query('select from public.rsvp_lookup_failures')
      expect(rows).toHaveLength(0)
    } finally {
      await blind.close()
    }
  })
})
