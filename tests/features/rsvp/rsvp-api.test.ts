// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRsvpApi } from '../../../web/src/features/rsvp/api/rsvp-api'
import { RsvpError } from '../../../web/src/features/rsvp/api/rsvp-error'
import { guestRow, setDeadline } from '../../database/support/owner-queries'
import { refuseToGuests, rsvpBackendForThisFile } from './support/rsvp-backend'

const backend = rsvpBackendForThisFile()

/** The file's embedded server, configured as a build with Supabase settings would be. */
const configured = () => ({ url: backend.baseUrl, anonKey: 'embedded' })

type Fetch = typeof globalThis.fetch

/**
 * Lets the API's requests through to the file's server, noting each on the way: `to` chooses
 * where a request really goes, `answer` may change the server's answer.
 */
function throughToTheServer({
  to = (url: string) => url,
  answer = (response: Response) => Promise.resolve(response),
}: {
  to?: (url: string) => string
  answer?: (response: Response) => Promise<Response>
} = {}) {
  const realFetch = globalThis.fetch
  const fetch = vi.fn(async (url: Parameters<Fetch>[0], init?: RequestInit) =>
    answer(await realFetch(to(String(url)), init)),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function sent(fetch: ReturnType<typeof throughToTheServer>) {
  const [url, init] = fetch.mock.calls[0] ?? []
  return { url: String(url), method: init?.method, headers: new Headers(init?.headers) }
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
    // the page's origin is jsdom's, where nothing listens: its requests go on to the file's server
    const fetch = throughToTheServer({
      to: (url) => url.replace(window.location.origin, backend.baseUrl),
    })

    const invitation = await createRsvpApi(null).findInvitation('002')

    expect(invitation).toMatchObject({ human_key: '002', family_name: 'Familia López Martínez' })
    const request = sent(fetch)
    expect(request.url).toBe(`${window.location.origin}/rest/v1/rpc/find_invitation`)
    expect(request.method).toBe('POST')
    expect(request.headers.get('apikey')).toBe('embedded')
  })

  it('calls the configured Supabase project with its anon key', async () => {
    const fetch = throughToTheServer()
    const api = createRsvpApi({ url: backend.baseUrl, anonKey: 'anon-key' })

    await api.respondInvitation('001', false, 0)

    const request = sent(fetch)
    expect(request.url).toBe(`${backend.baseUrl}/rest/v1/rpc/respond_invitation`)
    expect(request.headers.get('apikey')).toBe('anon-key')
    expect(await guestRow(backend.db, '001')).toMatchObject({
      will_attend: false,
      confirmed_tickets: 0,
    })
  })

  it('answers null for an unknown number', async () => {
    expect(await createRsvpApi(configured()).findInvitation('zzz')).toBeNull()
  })

  it('throws the database’s code for a broken rule', async () => {
    await setDeadline(backend.db, '2000-01-01')

    const failure = await failureOf(createRsvpApi(configured()).respondInvitation('002', true, 1))

    expect(failure).toBe('rsvp_deadline_passed')
  })

  it('keeps the detail that names the real ticket limit', async () => {
    // invitation 013 has 2 tickets
    const error = await createRsvpApi(configured())
      .respondInvitation('013', true, 3)
      .catch((reason: unknown) => reason)

    expect(error).toMatchObject({
      failure: 'rsvp_invalid_tickets',
      detail: 'between 1 and 2 tickets',
    })
  })

  it('treats any other error answer as unexpected', async () => {
    await refuseToGuests(backend.db, 'find_invitation')

    expect(await failureOf(createRsvpApi(configured()).findInvitation('001'))).toBe(
      'unexpected_response',
    )
  })

  it('treats a record of the wrong shape as unexpected', async () => {
    // the server's own record, with one field of the wrong type
    throughToTheServer({
      answer: async (response) => {
        const record = (await response.json()) as Record<string, unknown>
        return Response.json({ ...record, available_tickets: 'four' }, { status: response.status })
      },
    })

    expect(await failureOf(createRsvpApi(configured()).findInvitation('002'))).toBe(
      'unexpected_response',
    )
  })

  it('tells a network failure apart', async () => {
    backend.offline = true

    expect(await failureOf(createRsvpApi(configured()).findInvitation('001'))).toBe('network')
  })
})
