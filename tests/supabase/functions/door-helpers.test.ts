import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { claimsOf } from '../../../server/auth/request-claims'
import {
  callFunction,
  couplePassword,
  coupleEmail,
  doorHelpersContract,
  signIn,
  type DoorHelpersSite,
} from '../../support/door-helpers-contract'
import { startApi, type RunningApi } from '../../server/support/start-api'
import { startEdgeFunction, type RunningFunction } from '../support/start-edge-function'

// the keys hosted Supabase gives the function; the stand-in API below runs the service role's as
// service_role (PostgREST and Auth's admin API alike) and takes the anon key as no token at all
const serviceRoleKey = 'service-role-key-of-this-test'
const anonKey = 'anon-key-of-this-test'

const isServiceRole = (authorization: string | undefined) =>
  authorization === `Bearer ${serviceRoleKey}`

let api: RunningApi
let fn: RunningFunction
let site: DoorHelpersSite

beforeAll(async () => {
  api = await startApi({
    authorize: async (db, authorization) =>
      isServiceRole(authorization)
        ? { ok: true, role: 'service_role' }
        : claimsOf(db, authorization),
    auth: { isServiceRole },
  })
  fn = await startEdgeFunction('door-helpers', {
    SUPABASE_URL: api.baseUrl,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
  })
  site = { db: api.db, baseUrl: api.baseUrl, functionUrl: fn.url }
}, 120_000)
afterAll(async () => {
  await fn?.stop()
  await api?.close()
})

describe('the Edge Function door-helpers, under Deno, on the embedded database and Auth', () => {
  doorHelpersContract(() => site)

  it('never lets the couple’s token reach Auth’s admin API: only the service role key does', async () => {
    const token = await signIn(site.baseUrl, coupleEmail, couplePassword)
    const asCouple = await fetch(`${api.baseUrl}/auth/v1/admin/users`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(asCouple.status).toBe(403)
    const asService = await fetch(`${api.baseUrl}/auth/v1/admin/users`, {
      headers: { authorization: `Bearer ${serviceRoleKey}` },
    })
    expect(asService.status).toBe(200)
  })

  it('refuses the project’s own keys as a caller: the service role is no couple member, the anon key no one', async () => {
    const before = await api.db.query('select email from public.door_helpers order by email')
    for (const key of [serviceRoleKey, anonKey]) {
      const response = await callFunction(
        site,
        { action: 'add', email: 'intruso@example.com', password: 'una clave larga' },
        key,
      )
      expect(response.status).toBe(403)
    }
    expect(await api.db.query('select email from public.door_helpers order by email')).toEqual(
      before,
    )
    expect(
      (await api.db.query("select from embedded_auth.users where email = 'intruso@example.com'"))
        .rows,
    ).toEqual([])
  })

  it('imports from npm only what package.json installs, at the same versions', async () => {
    const { imports } = JSON.parse(
      await readFile('supabase/functions/door-helpers/deno.json', 'utf8'),
    ) as { imports: Record<string, string> }
    const { dependencies } = JSON.parse(await readFile('package.json', 'utf8')) as {
      dependencies: Record<string, string>
    }
    for (const [name, specifier] of Object.entries(imports)) {
      expect(specifier).toBe(`npm:${name}@${dependencies[name]}`)
    }
  })
})

describe('the Edge Function door-helpers, with Supabase out of reach', () => {
  let unreachable: RunningFunction
  beforeAll(async () => {
    unreachable = await startEdgeFunction('door-helpers', {
      // nothing listens on port 9 (discard) of this machine
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    })
  }, 120_000)
  afterAll(() => unreachable?.stop())

  it('answers 503 and changes nothing', async () => {
    const token = await signIn(site.baseUrl, coupleEmail, couplePassword)
    const response = await callFunction(
      { ...site, functionUrl: unreachable.url },
      { action: 'add', email: 'lejos@example.com', password: 'una clave larga' },
      token,
    )
    expect(response.status).toBe(503)
    await expect(response.json()).resolves.toMatchObject({ error: 'unavailable' })
  })
})
