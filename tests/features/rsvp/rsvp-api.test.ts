// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRsvpApi } from '../../../web/src/features/rsvp/api/rsvp-api'
import { RsvpError } from '../../../web/src/features/rsvp/api/rsvp-error'

const record = {
  human_key: '002',
  family_name: 'Familia López Martínez',
  family_chief: 'Rosa Martínez',
  available_tickets: 3,
  confirmed_tickets: 2,
  will_attend: true,
  confirmed_at: '2025-09-12T18:30:00+00:00',
  modification_deadline: '2025-10-05',
  people: [],
  message: null,
  song: null,
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function sent(fetch: ReturnType<typeof answer>) {
  const [url, init] = fetch.mock.calls[0] ?? []
  return {
    url: String(url),
    method: init?.method,
    body: JSON.parse(String(init?.body)),
    headers: new Headers(init?.headers),
  }
}

async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(RsvpError)
  return (error as RsvpError).failure
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createRsvpApi', () => {
  it('calls the embedded API at the page’s own origin when Supabase is not configured', async () => {
    const fetch = answer(200, record)

    const invitation = await createRsvpApi(null).findInvitation('002')

    expect(invitation).toEqual(record)
    const request = sent(fetch)
    expect(request.url).toBe(`${window.location.origin}/rest/v1/rpc/find_invitation`)
    expect(request.method).toBe('POST')
    expect(request.body).toEqual({ p_human_key: '002' })
    expect(request.headers.get('apikey')).toBe('embedded')
  })

  it('calls the configured Supabase project with its anon key', async () => {
    const fetch = answer(200, record)
    const api = createRsvpApi({ url: 'https://abc.supabase.co', anonKey: 'anon-key' })

    await api.respondInvitation('002', false, 0)

    const request = sent(fetch)
    expect(request.url).toBe('https://abc.supabase.co/rest/v1/rpc/respond_invitation')
    expect(request.body).toEqual({
      p_human_key: '002',
      p_will_attend: false,
      p_confirmed_tickets: 0,
    })
    expect(request.headers.get('apikey')).toBe('anon-key')
  })

  it('answers null for an unknown number', async () => {
    answer(200, null)

    expect(await createRsvpApi(null).findInvitation('zzz')).toBeNull()
  })

  it('throws the database’s code for a broken rule', async () => {
    answer(400, { code: 'P0001', details: null, hint: null, message: 'rsvp_deadline_passed' })

    const failure = await failureOf(createRsvpApi(null).respondInvitation('002', true, 1))

    expect(failure).toBe('rsvp_deadline_passed')
  })

  it('keeps the detail that names the real ticket limit', async () => {
    answer(400, {
      code: 'P0001',
      details: 'between 1 and 2 tickets',
      hint: null,
      message: 'rsvp_invalid_tickets',
    })

    const error = await createRsvpApi(null)
      .respondInvitation('001', true, 3)
      .catch((reason: unknown) => reason)

    expect(error).toMatchObject({
      failure: 'rsvp_invalid_tickets',
      detail: 'between 1 and 2 tickets',
    })
  })

  it('treats any other error answer as unexpected', async () => {
    answer(404, {
      code: 'PGRST202',
      details: null,
      hint: null,
      message: 'Could not find the function',
    })

    expect(await failureOf(createRsvpApi(null).findInvitation('001'))).toBe('unexpected_response')
  })

  it('treats a record of the wrong shape as unexpected', async () => {
    answer(200, { ...record, available_tickets: 'four' })

    expect(await failureOf(createRsvpApi(null).findInvitation('002'))).toBe('unexpected_response')
  })

  it('tells a network failure apart', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )

    expect(await failureOf(createRsvpApi(null).findInvitation('001'))).toBe('network')
  })
})
