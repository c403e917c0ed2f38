import { describe, expect, it } from 'vitest'
import { supabaseFailure } from '../../scripts/guests/stores/api-failures'
import { createApiStore } from '../../scripts/guests/stores/api-store'
import { openStore } from '../../scripts/guests/stores/open-store'
import { StoreError } from '../../scripts/guests/stores/store-error'
import type { RpcArgs } from '../../web/src/lib/guest-list/call-rpc'
import type { importArguments } from '../../web/src/lib/guest-list/import-arguments'

type SeenRequest = { method: string; url: URL; headers: Headers; body: unknown }

/** Stands in for PostgREST: records each request and answers with `reply`. */
function fakeSupabase(reply: (request: SeenRequest) => { status: number; body?: unknown }) {
  const requests: SeenRequest[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const text = await request.text()
    const seen = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    }
    requests.push(seen)
    const { status, body } = reply(seen)
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  }
  const store = createApiStore({
    url: 'https://abcdefgh.supabase.co',
    serviceRoleKey: 'service-role-secret',
    label: 'Supabase (abcdefgh.supabase.co)',
    explain: supabaseFailure,
    fetch,
  })
  return { store, requests }
}

const invitation = (humanKey: string) => ({
  humanKey,
  familyName: `Familia ${humanKey}`,
  familyChief: null,
  availableTickets: 2,
})

// an invitation as couple_invitations() answers it, with the fields the tools read
const row = (index: number) => ({
  human_key: index.toString(36).toUpperCase().padStart(3, '0'),
  family_name: `Familia ${index}`,
  family_chief: null,
  available_tickets: 2,
  phone: null,
  event_keys: null,
  confirmed_tickets: 0,
  will_attend: null,
  confirmed_at: null,
  table_name: null as string | null,
  modification_deadline: null as string | null,
  people: [] as unknown[],
  person_tables: [] as unknown[],
})

describe('the guest store through the API', () => {
  it('names the Supabase project it works on', async () => {
    const config = {
      kind: 'supabase',
      url: 'https://abcdefgh.supabase.co',
      serviceRoleKey: 'service-role-secret',
    } as const
    expect((await openStore(config, () => {})).label).toBe('Supabase (abcdefgh.supabase.co)')
  })

  it('sends a whole import of new invitations in one call, with the service-role key', async () => {
    const { store, requests } = fakeSupabase(() => ({
      status: 200,
      body: { inserted: 2, updated: 0 },
    }))
    await store.write({ insert: [invitation('017'), invitation('018')], update: [] })
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request?.method).toBe('POST')
    expect(request?.url.pathname).toBe('/rest/v1/rpc/couple_import_invitations')
    expect(request?.headers.get('apikey')).toBe('service-role-secret')
    expect(request?.headers.get('authorization')).toBe('Bearer service-role-secret')
    expect(request?.body).toEqual<RpcArgs<'couple_import_invitations'>>({
      p_invitations: [
        { human_key: '017', family_name: 'Familia 017', family_chief: null, available_tickets: 2 },
        { human_key: '018', family_name: 'Familia 018', family_chief: null, available_tickets: 2 },
      ],
      p_update_existing: false,
      p_new_tables: [],
      p_seat_numbers: [],
      p_seat_tables: [],
    })
  })

  it("sends inserts and updates together in one call of the dashboard's import function", async () => {
    const { store, requests } = fakeSupabase(() => ({
      status: 200,
      body: { inserted: 1, updated: 1 },
    }))
    await store.write({ insert: [invitation('017')], update: [invitation('002')] })
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request?.url.pathname).toBe('/rest/v1/rpc/couple_import_invitations')
    const sent = request?.body as ReturnType<typeof importArguments>
    expect(sent.p_update_existing).toBe(true)
    expect(sent.p_invitations.map((entry) => entry.human_key)).toEqual(['017', '002'])
    for (const entry of sent.p_invitations) {
      expect(Object.keys(entry).sort()).toEqual([
        'available_tickets',
        'family_chief',
        'family_name',
        'human_key',
      ])
    }
  })

  it('reads a long guest list in one call of the dashboard’s function, by invitation number', async () => {
    const { store, requests } = fakeSupabase(() => ({
      status: 200,
      body: Array.from({ length: 1003 }, (_, i) => row(1002 - i)),
    }))
    const records = await store.list()
    expect(requests.map(({ url }) => url.pathname)).toEqual(['/rest/v1/rpc/couple_invitations'])
    expect(records).toHaveLength(1003)
    expect(records[0]?.humanKey).toBe('000')
    expect(records.at(-1)?.humanKey).toBe('0RU')
  })

  it('reads each family’s table with the list, and the tables and people seated apart', async () => {
    const invitations = [
      {
        ...row(2),
        table_name: 'Mesa 1',
        person_tables: [
          { position: 3, table_name: 'Mesa 2' },
          { position: 2, table_name: 'Mesa 2' },
        ],
      },
      row(3),
    ]
    const { store, requests } = fakeSupabase(({ url }) => {
      if (url.pathname === '/rest/v1/rpc/couple_seating') {
        const table = { seats: 8, shape: 'round', is_head: false, plan_x: null, plan_y: null }
        return {
          status: 200,
          body: {
            show_tables: false,
            tables: [
              { ...table, name: 'Mesa 1' },
              { ...table, name: 'Mesa 2' },
            ],
          },
        }
      }
      return { status: 200, body: invitations }
    })
    expect((await store.list()).map((record) => record.tableName)).toEqual(['Mesa 1', null])
    const seating = await store.seating()
    expect(seating.tables.map((table) => table.name)).toEqual(['Mesa 1', 'Mesa 2'])
    expect(seating.apart).toEqual([
      { humanKey: '002', position: 2, tableName: 'Mesa 2' },
      { humanKey: '002', position: 3, tableName: 'Mesa 2' },
    ])
    expect(requests.map(({ url }) => url.pathname)).toEqual([
      '/rest/v1/rpc/couple_invitations',
      '/rest/v1/rpc/couple_seating',
      '/rest/v1/rpc/couple_invitations',
    ])
  })

  it('reads the general deadline and the families with their own', async () => {
    const { store } = fakeSupabase(({ url }) =>
      url.pathname === '/rest/v1/rpc/couple_modification_deadline'
        ? { status: 200, body: '2025-10-20' }
        : { status: 200, body: [{ ...row(4), modification_deadline: '2025-10-25' }, row(2)] },
    )
    expect(await store.deadlines()).toEqual({
      general: '2025-10-20',
      own: [{ humanKey: '004', familyName: 'Familia 4', deadline: '2025-10-25' }],
    })
  })

  it('stops with a StoreError when the list comes back as something else', async () => {
    const { store } = fakeSupabase(() => ({ status: 200, body: { human_key: '001' } }))
    await expect(store.list()).rejects.toThrow(
      new StoreError('The guest list came back in an unexpected shape: {"human_key":"001"}'),
    )
  })

  it('creates the tables an import names and seats its families in the same one call', async () => {
    const { store, requests } = fakeSupabase(() => ({ status: 200, body: {} }))
    await store.write({
      insert: [invitation('017')],
      update: [],
      seating: {
        create: ['Mesa 9'],
        seat: [
          { humanKey: '017', tableName: 'Mesa 9' },
          { humanKey: '002', tableName: 'Mesa 1' },
        ],
      },
    })
    expect(requests.map(({ url, body }) => [url.pathname, body])).toEqual([
      [
        '/rest/v1/rpc/couple_import_invitations',
        expect.objectContaining({
          p_new_tables: ['Mesa 9'],
          p_seat_numbers: ['017', '002'],
          p_seat_tables: ['Mesa 9', 'Mesa 1'],
        }),
      ],
    ])
  })

  it('seats families of an import that adds no invitation, and sends nothing for no change', async () => {
    const { store, requests } = fakeSupabase(() => ({ status: 200, body: {} }))
    await store.write({ insert: [], update: [] })
    expect(requests).toEqual([])
    await store.write({
      insert: [],
      update: [],
      seating: { create: [], seat: [{ humanKey: '002', tableName: 'Mesa 1' }] },
    })
    expect(requests.map(({ url }) => url.pathname)).toEqual([
      '/rest/v1/rpc/couple_import_invitations',
    ])
  })

  it('turns history rows and their invitation into entries', async () => {
    const { store, requests } = fakeSupabase(() => ({
      status: 200,
      body: [
        {
          human_key: '002',
          family_name: 'Familia López Martínez',
          will_attend: true,
          confirmed_tickets: 2,
          answered_at: '2025-09-12T18:30:00+00:00',
          changed_by: 'guest',
        },
      ],
    }))
    expect(await store.history()).toEqual([
      {
        humanKey: '002',
        familyName: 'Familia López Martínez',
        willAttend: true,
        confirmedTickets: 2,
        answeredAt: '2025-09-12T18:30:00.000Z',
        changedBy: 'guest',
      },
    ])
    expect(requests[0]?.url.pathname).toBe('/rest/v1/rpc/guest_list_history')
  })

  it('stops with a StoreError naming the field when a history row names an unknown author', async () => {
    const { store } = fakeSupabase(() => ({
      status: 200,
      body: [
        {
          human_key: '002',
          family_name: 'Familia López Martínez',
          will_attend: true,
          confirmed_tickets: 2,
          answered_at: '2025-09-12T18:30:00+00:00',
          changed_by: 'robot',
        },
      ],
    }))
    const failure = store.history()
    await expect(failure).rejects.toBeInstanceOf(StoreError)
    await expect(failure).rejects.toThrow(
      /^The history of invitation 002 has an unexpected shape at changedBy/,
    )
  })

  it('reads the people with their invitation, by number and then in their order', async () => {
    const person = (name: string) => ({
      name,
      child: false,
      meal: null,
      meal_details: null,
      events: ['recepcion'],
    })
    const { store, requests } = fakeSupabase(() => ({
      status: 200,
      body: [
        { ...row(11), family_name: 'Familia 00B', people: [person('Ana'), person('Beto')] },
        { ...row(10), family_name: 'Familia 00A', people: [person('Ciro')] },
      ],
    }))

    const people = await store.people()

    expect(people.map((entry) => `${entry.humanKey} ${entry.name}`)).toEqual([
      '00A Ciro',
      '00B Ana',
      '00B Beto',
    ])
    expect(people[0]).toEqual({
      humanKey: '00A',
      familyName: 'Familia 00A',
      name: 'Ciro',
      child: false,
      meal: null,
      mealDetails: null,
      events: ['recepcion'],
    })
    expect(requests.map(({ url }) => url.pathname)).toEqual(['/rest/v1/rpc/couple_invitations'])
  })

  it('explains a key without table access: the anon key instead of the service role', async () => {
    const { store } = fakeSupabase(() => ({
      status: 401,
      body: {
        code: '42501',
        details: null,
        hint: null,
        message: 'permission denied for function couple_invitations',
      },
    }))
    await expect(store.list()).rejects.toThrow(StoreError)
    await expect(store.list()).rejects.toThrow(/service_role secret.*not the anon key/)
  })

  it('passes on what the database refused in a write', async () => {
    const { store } = fakeSupabase(() => ({
      status: 400,
      body: {
        code: '23514',
        details: 'Failing row contains (…)',
        hint: null,
        message: 'new row for relation "rsvp_guests" violates check constraint "rsvp_guests_check"',
      },
    }))
    await expect(store.write({ insert: [], update: [invitation('002')] })).rejects.toThrow(
      /violates check constraint.*Failing row/,
    )
  })

  it('clears an answer through the same function as the dashboard', async () => {
    const { store, requests } = fakeSupabase(() => ({ status: 200, body: {} }))
    expect(await store.resetAnswer('014')).toBe('cleared')
    expect(requests[0]?.url.pathname).toBe('/rest/v1/rpc/couple_clear_answer')
  })

  it('tells an unknown invitation and one without an answer apart', async () => {
    const refusal = (message: string) => ({
      status: 400,
      body: { code: 'P0001', details: null, hint: null, message },
    })
    expect(await fakeSupabase(() => refusal('couple_not_found')).store.resetAnswer('ZZZ')).toBe(
      'not-found',
    )
    expect(await fakeSupabase(() => refusal('couple_not_answered')).store.resetAnswer('001')).toBe(
      'not-answered',
    )
  })

  it('says Supabase could not be reached when no answer comes to a write', async () => {
    const unreachable = createApiStore({
      url: 'https://abcdefgh.supabase.co',
      serviceRoleKey: 'service-role-secret',
      label: 'Supabase (abcdefgh.supabase.co)',
      explain: supabaseFailure,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    })
    // Reads fail the same way, after supabase-js has retried them for 1 + 2 + 4 s; writes are not retried
    await expect(unreachable.resetAnswer('001')).rejects.toThrow(StoreError)
    await expect(unreachable.write({ insert: [invitation('002')], update: [] })).rejects.toThrow(
      /Could not reach Supabase.*SUPABASE_URL/,
    )
  })
})
