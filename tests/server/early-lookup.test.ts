// @vitest-environment jsdom
import { createClient } from '@supabase/supabase-js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  earlyLookupScript,
  personalLinkClass,
  supabaseClientInfo,
} from '../../tooling/early-lookup'
import type { SupabaseConfig } from '../../web/src/config/supabase-project'
import {
  earlyLookupGlobal,
  earlyNameAttribute,
  type EarlyLookup,
} from '../../web/src/features/rsvp/api/early-lookup'
import { createRsvpApi } from '../../web/src/features/rsvp/api/rsvp-api'
import { RsvpError } from '../../web/src/features/rsvp/api/rsvp-error'
import { callRpc, type RsvpClient } from '../../web/src/lib/guest-list/call-rpc'
import type { Database } from '../../web/src/lib/guest-list/database-types'
import { apiForThisFile } from './support/start-api'

const api = apiForThisFile({ forgetFailedLookups: true })

type Sent = { url: string; method?: string; headers: Record<string, string>; body: unknown }

function recordingFetch(answer?: () => Response) {
  const sent: Sent[] = []
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: JSON.parse(String(init?.body)),
    })
    return answer ? answer() : globalThis.fetch(input, init)
  }
  return { sent, fetch }
}

type Page = {
  window: Record<string, unknown>
  classes: string[]
  preloads: { rel: string; href: string }[]
  /** the top of the card the page keeps for the family's name (EarlyName) */
  earlyName: { hidden: boolean; firstChild: { textContent: string } }
}

/** Runs the page's early look-up as the browser would, on an address of `origin`. */
function openPage(
  script: string,
  address: string,
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>,
): Page {
  const page: Page = {
    window: {},
    classes: [],
    preloads: [],
    earlyName: { hidden: true, firstChild: { textContent: '' } },
  }
  const document = {
    readyState: 'interactive',
    querySelector: (selector: string) =>
      selector === `[${earlyNameAttribute}]` ? page.earlyName : null,
    documentElement: { classList: { add: (name: string) => page.classes.push(name) } },
    createElement: () => ({}),
    head: { appendChild: (link: Page['preloads'][number]) => page.preloads.push(link) },
  }
  const body = /^<script>([\s\S]*)<\/script>$/.exec(script)?.[1]
  new Function('window', 'document', 'location', 'fetch', body!)(
    page.window,
    document,
    new URL(address),
    fetch,
  )
  return page
}

const earlyOf = (page: Page) => page.window[earlyLookupGlobal] as EarlyLookup | undefined

/** What supabase-js sends for the same look-up, caught on its way out. */
async function supabaseJsRequest(config: SupabaseConfig): Promise<Sent> {
  const { sent, fetch } = recordingFetch(() => new Response('null', { status: 200 }))
  const client = createClient<Database>(config.url, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch },
  })
  await callRpc(client, 'find_invitation', { p_human_key: '001' })
  return sent[0]!
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[earlyLookupGlobal]
})

describe("a personal link's early look-up", () => {
  it('asks the embedded API exactly as supabase-js does, and hands over its answer', async () => {
    const script = earlyLookupScript({ supabase: null, preload: ['/assets/rsvp-page.js'] })
    const { sent, fetch } = recordingFetch()
    const page = openPage(script, `${api.baseUrl}/rsvp?invitation=%20001%20`, fetch)

    const early = earlyOf(page)
    expect(early?.key).toBe('001')
    const answer = await early!.answer
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({
      human_key: '001',
      family_name: 'Familia García Hernández',
    })
    const supabaseJs = await supabaseJsRequest({ url: api.baseUrl, anonKey: 'embedded' })
    expect(sent).toEqual([supabaseJs])
    expect(page.classes).toEqual([personalLinkClass])
    expect(page.earlyName).toEqual({
      hidden: false,
      firstChild: { textContent: 'Familia García Hernández' },
    })
    expect(page.preloads).toEqual([
      { rel: 'modulepreload', href: '/assets/rsvp-page.js', crossOrigin: '' },
    ])
  })

  it('asks a Supabase project exactly as supabase-js does', async () => {
    const supabase = { url: 'https://abc.supabase.co', anonKey: 'anon-key' }
    const { sent, fetch } = recordingFetch(() => new Response('null', { status: 200 }))
    openPage(
      earlyLookupScript({ supabase, preload: [] }),
      'https://boda.example/rsvp?invitation=001',
      fetch,
    )

    expect(sent).toEqual([await supabaseJsRequest(supabase)])
    expect(sent[0]!.headers['x-client-info']).toBe(supabaseClientInfo())
  })

  it('does nothing on an address without an invitation number', () => {
    const { sent, fetch } = recordingFetch()
    const page = openPage(
      earlyLookupScript({ supabase: null, preload: ['/assets/x.js'] }),
      `${api.baseUrl}/rsvp?invitation=%20`,
      fetch,
    )
    expect([sent, page.classes, page.preloads, earlyOf(page)]).toEqual([[], [], [], undefined])
  })

  it('shows no name for a number the database does not know', async () => {
    const page = openPage(
      earlyLookupScript({ supabase: null, preload: [] }),
      `${api.baseUrl}/rsvp?invitation=ZZ9`,
      recordingFetch().fetch,
    )
    await expect(earlyOf(page)!.answer).resolves.toEqual({ status: 200, body: 'null' })
    expect(page.earlyName.hidden).toBe(true)
  })
})

describe('the app takes the early answer', () => {
  const config = () => ({ url: api.baseUrl, anonKey: 'embedded' })

  function leaveEarlyLookup(address: string, fetch = recordingFetch().fetch) {
    const page = openPage(earlyLookupScript({ supabase: null, preload: [] }), address, fetch)
    Object.assign(window, { [earlyLookupGlobal]: earlyOf(page) })
  }

  it('reads the invitation from it once, then asks the database again', async () => {
    leaveEarlyLookup(`${api.baseUrl}/rsvp?invitation=002`)
    const rsvp = createRsvpApi(config())

    await expect(rsvp.findInvitation('002')).resolves.toMatchObject({
      human_key: '002',
      will_attend: true,
    })
    expect(earlyOf({ window } as unknown as Page)).toBeUndefined()
    await expect(rsvp.findInvitation('ZZZ')).resolves.toBeNull()
  })

  it('leaves a look-up of another number to the database', async () => {
    leaveEarlyLookup(`${api.baseUrl}/rsvp?invitation=002`)
    await expect(createRsvpApi(config()).findInvitation('001')).resolves.toMatchObject({
      human_key: '001',
    })
  })

  it("gives the database's refusal and a lost connection their own failures", async () => {
    const refused = () =>
      new Response(JSON.stringify({ code: 'P0001', message: 'rsvp_too_many_attempts' }), {
        status: 400,
      })
    leaveEarlyLookup(`${api.baseUrl}/rsvp?invitation=003`, recordingFetch(refused).fetch)
    const failure = await createRsvpApi(config())
      .findInvitation('003')
      .catch((error) => error)
    expect(failure).toBeInstanceOf(RsvpError)
    expect((failure as RsvpError).failure).toBe('rsvp_too_many_attempts')

    const dropped = () => {
      throw new TypeError('Failed to fetch')
    }
    leaveEarlyLookup(`${api.baseUrl}/rsvp?invitation=003`, recordingFetch(dropped).fetch)
    const lost = await createRsvpApi(config())
      .findInvitation('003')
      .catch((error) => error)
    expect((lost as RsvpError).failure).toBe('network')
  })
})

describe("the app's own calls", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  /** What supabase-js sends for `call`, caught on its way out. */
  async function supabaseJsSends(config: SupabaseConfig, call: (client: RsvpClient) => unknown) {
    const { sent, fetch } = recordingFetch(() => new Response('null', { status: 200 }))
    const client = createClient<Database>(config.url, config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch },
    })
    await call(client)
    return sent
  }

  it('go through the PostgREST client exactly as supabase-js sends them', async () => {
    const supabase = { url: 'https://abc.supabase.co', anonKey: 'anon-key' }
    const { sent, fetch } = recordingFetch(() => new Response('null', { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    const rsvp = createRsvpApi(supabase)
    const details = {
      people: [{ name: 'Ana', child: false, meal: null, meal_details: null, events: [] }],
      message: 'Hola',
      song: '',
    }

    await rsvp.findInvitation('001')
    await rsvp.respondInvitation('001', true, 1, details).catch(() => undefined)

    expect(sent).toEqual(
      await supabaseJsSends(supabase, async (client) => {
        await callRpc(client, 'find_invitation', { p_human_key: '001' })
        await callRpc(client, 'respond_invitation', {
          p_human_key: '001',
          p_will_attend: true,
          p_confirmed_tickets: 1,
          p_people: details.people,
          p_message: 'Hola',
          p_song: '',
        })
      }),
    )
    expect(sent).toHaveLength(2)
    expect(sent[0]!.headers['x-client-info']).toBe(supabaseClientInfo())
  })
})
