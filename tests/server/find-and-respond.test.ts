import { createClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { runRpc } from '../../server/rsvp/run-rpc'
import type { Database } from '../../web/src/lib/guest-list/database-types'
import { apiForThisFile, countRows, guestRow } from './support/start-api'

const api = apiForThisFile({ forgetFailedLookups: true })
const jsonScalar = { kind: 'scalar', set: false } as const

const errorBody = (code: string, message: string) => ({
  code,
  message,
  details: expect.toSatisfy((value) => value === null || typeof value === 'string'),
  hint: expect.toSatisfy((value) => value === null || typeof value === 'string'),
})

describe('POST /rest/v1/rpc/find_invitation', () => {
  it('answers 200 with the invitation record as JSON', async () => {
    const response = await api.rpc('find_invitation', { p_human_key: '001' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.json()).toStrictEqual({
      human_key: '001',
      family_name: 'Familia García Hernández',
      family_chief: 'Juan García',
      available_tickets: 4,
      confirmed_tickets: 0,
      will_attend: null,
      confirmed_at: null,
      modification_deadline: '2999-01-01',
      event_keys: null,
      people: [],
      message: null,
      song: null,
      table_name: null,
      person_tables: [],
      // the pase's token only once the family confirmed
      pase_token: null,
    })
  })

  it('opens the read-only pase for anyone with the token the family’s own look-up answers', async () => {
    const found = (await (await api.rpc('find_invitation', { p_human_key: '002' })).json()) as {
      pase_token: string
    }
    expect(found.pase_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const response = await api.rpc('find_pase', { p_token: found.pase_token })
    expect(response.status).toBe(200)
    const pase = (await response.json()) as Record<string, unknown>
    expect(pase).toMatchObject({ family_name: 'Familia López Martínez', confirmed_tickets: 2 })
    expect(Object.keys(pase)).not.toEqual(expect.arrayContaining(['human_key']))
    expect(JSON.stringify(pase)).not.toMatch(/"002"|message|song|phone/)
    const unknown = await api.rpc('find_pase', { p_token: 'x'.repeat(43) })
    expect(await unknown.json()).toBeNull()
  })

  it('finds a key typed with spaces around it', async () => {
    const response = await api.rpc('find_invitation', { p_human_key: ' 002 ' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ human_key: '002', will_attend: true })
  })

  it('answers 200 null for an unknown key', async () => {
    const response = await api.rpc('find_invitation', { p_human_key: 'ZZZ' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('null')
  })
})

describe('POST /rest/v1/rpc/respond_invitation', () => {
  it('saves an answer, returns the updated record and appends one history row', async () => {
    const historyBefore = await countRows(api.db, 'rsvp_history')
    const response = await api.rpc('respond_invitation', {
      p_human_key: '004',
      p_will_attend: true,
      p_confirmed_tickets: 1,
    })
    expect(response.status).toBe(200)
    const record = await response.json()
    expect(record).toMatchObject({ human_key: '004', will_attend: true, confirmed_tickets: 1 })
    expect(Date.parse(record.confirmed_at)).not.toBeNaN()
    expect(await guestRow(api.db, '004')).toMatchObject({ will_attend: true, confirmed_tickets: 1 })
    expect(await countRows(api.db, 'rsvp_history')).toBe(historyBefore + 1)
  })

  it('refuses more tickets than available with 400 rsvp_invalid_tickets and keeps the row', async () => {
    const before = await guestRow(api.db, '001')
    const response = await api.rpc('respond_invitation', {
      p_human_key: '001',
      p_will_attend: true,
      p_confirmed_tickets: 5,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(errorBody('P0001', 'rsvp_invalid_tickets'))
    expect(await guestRow(api.db, '001')).toEqual(before)
  })

  it('refuses a decline that holds tickets with 400 and keeps the row', async () => {
    const before = await guestRow(api.db, '001')
    const response = await api.rpc('respond_invitation', {
      p_human_key: '001',
      p_will_attend: false,
      p_confirmed_tickets: 2,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(errorBody('P0001', 'rsvp_invalid_tickets'))
    expect(await guestRow(api.db, '001')).toEqual(before)
  })

  it('answers 200 null for an unknown key, so the miss is committed and counts', async () => {
    const response = await api.rpc('respond_invitation', {
      p_human_key: 'ZZZ',
      p_will_attend: true,
      p_confirmed_tickets: 1,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toBeNull()
  })

  it('lets PostgreSQL reject an argument of the wrong type with 400 22P02', async () => {
    const before = await guestRow(api.db, '001')
    const response = await api.send('respond_invitation', {
      p_human_key: '001',
      p_will_attend: 'maybe',
      p_confirmed_tickets: 2,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual(
      errorBody('22P02', 'invalid input syntax for type boolean: "maybe"'),
    )
    expect(await guestRow(api.db, '001')).toEqual(before)
  })

  it('rejects a fractional ticket count instead of rounding it', async () => {
    const response = await api.rpc('respond_invitation', {
      p_human_key: '001',
      p_will_attend: true,
      p_confirmed_tickets: 1.5,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: '22P02' })
  })
})

describe('the session a call runs in', () => {
  it('is the anon role with its JWT claims and the connection address as request.headers, for that call only', async () => {
    await api.db.exec(`
      create function public.session_probe() returns json language sql as $$
        select json_build_object(
          'user', current_user,
          'headers', current_setting('request.headers', true)::json,
          'claims', current_setting('request.jwt.claims', true)::json
        )
      $$;
      grant execute on function public.session_probe() to anon;
    `)
    const probe = { name: 'session_probe', parameters: [], result: jsonScalar }
    const response = await runRpc(api.db, probe, [], '{}', '192.0.2.10', () => undefined)
    expect(response.body).toEqual({
      user: 'anon',
      headers: { 'cf-connecting-ip': '192.0.2.10', 'x-forwarded-for': '192.0.2.10' },
      claims: { role: 'anon' },
    })
    const { rows } = await api.db.query<{ user: string; headers: string | null }>(
      "select current_user as user, nullif(current_setting('request.headers', true), '') as headers",
    )
    expect(rows).toEqual([{ user: 'postgres', headers: null }])
  })

  it('cannot read the guest table, so a PostgreSQL 42501 comes back as 401', async () => {
    await api.db.exec(`
      create function public.table_peek() returns json language sql as $$
        select json_agg(human_key) from public.rsvp_guests
      $$;
      grant execute on function public.table_peek() to anon;
    `)
    const peek = { name: 'table_peek', parameters: [], result: jsonScalar }
    const response = await runRpc(api.db, peek, [], '{}', '192.0.2.10', () => undefined)
    expect(response).toEqual({
      status: 401,
      body: expect.objectContaining({
        code: '42501',
        message: 'permission denied for table rsvp_guests',
      }),
    })
  })
})

describe('through @supabase/supabase-js, as the RSVP page calls it', () => {
  // Node 20 has no WebSocket for supabase-js' realtime, which RSVP never uses (browsers have one).
  class NoRealtime {
    constructor() {
      throw new Error('realtime is not used')
    }
  }
  const client = () =>
    createClient<Database>(api.baseUrl, 'embedded', {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: NoRealtime as never },
    })

  it('returns the record as data', async () => {
    const { data, error } = await client().rpc('find_invitation', { p_human_key: '003' })
    expect(error).toBeNull()
    expect(data).toMatchObject({ human_key: '003', will_attend: false, confirmed_tickets: 0 })
  })

  it('returns null data for an unknown key', async () => {
    const { data, error } = await client().rpc('find_invitation', { p_human_key: 'QQQ' })
    expect(error).toBeNull()
    expect(data).toBeNull()
  })

  it('returns the rule broken as error.message', async () => {
    const { data, error } = await client().rpc('respond_invitation', {
      p_human_key: '002',
      p_will_attend: true,
      p_confirmed_tickets: 9,
    })
    expect(data).toBeNull()
    expect(error).toMatchObject({ code: 'P0001', message: 'rsvp_invalid_tickets' })
  })
})
