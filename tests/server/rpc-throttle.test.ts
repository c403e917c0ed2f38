import http from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
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
function post(
  fn: string,
  args: unknown,
  from: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const body = JSON.stringify(args)
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
