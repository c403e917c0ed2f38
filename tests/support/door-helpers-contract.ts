import type { PGlite } from '@electric-sql/pglite'
import { createHmac } from 'node:crypto'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { addEmbeddedAccount } from '../../server/auth/accounts'

/**
 * The door-helpers function's contract, the same for the Edge Function under Deno and the
 * embedded server's: each suite gives where the function, Auth and the REST API answer.
 */
export type DoorHelpersSite = {
  db: PGlite
  /** The function's URL. */
  functionUrl: string
  /** The project's URL: /auth/v1 and /rest/v1 under it. */
  baseUrl: string
}

export const coupleEmail = 'novios@example.com'
export const couplePassword = 'la clave de los novios'
export const doorEmail = 'puerta@example.com'
const doorPassword = 'la clave de la puerta'
export const strangerEmail = 'curioso@example.com'
const strangerPassword = 'la clave del curioso'
const bothEmail = 'ambos@example.com'

/** A session's access token for this email and password, or null when Auth refuses. */
export async function signIn(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) return null
  return ((await response.json()) as { access_token: string }).access_token
}

async function signedIn(baseUrl: string, email: string, password: string) {
  const token = await signIn(baseUrl, email, password)
  if (!token) throw new Error(`${email} could not sign in`)
  return token
}

export function callFunction(
  site: DoorHelpersSite,
  body: unknown,
  token: string | null,
  headers: Record<string, string> = {},
) {
  return fetch(site.functionUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Whether this token may read the door's list through the REST API, as the door page does. */
async function atTheDoor(site: DoorHelpersSite, token: string) {
  const response = await fetch(`${site.baseUrl}/rest/v1/rpc/door_guest_list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  })
  return response.ok
}

/** The door's list and the accounts, as stored: what an attack must leave as it was. */
async function stored(db: PGlite) {
  const helpers = await db.query<{ email: string }>(
    'select email from public.door_helpers order by email',
  )
  const users = await db.query<{ email: string; password_hash: string }>(
    'select email, password_hash from embedded_auth.users order by email',
  )
  return { helpers: helpers.rows, users: users.rows }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A token that claims to be the couple, signed with a key that is not the project's. */
function forgedToken(claims: Record<string, unknown>, alg: 'none' | 'HS256') {
  const head = base64url({ alg, typ: 'JWT' })
  const payload = base64url({
    sub: '00000000-0000-4000-8000-000000000001',
    aud: 'authenticated',
    role: 'authenticated',
    email: coupleEmail,
    session_id: '00000000-0000-4000-8000-000000000001',
    exp: Math.floor(Date.now() / 1000) + 600,
    ...claims,
  })
  const signature =
    alg === 'none'
      ? ''
      : createHmac('sha256', 'not-the-secret').update(`${head}.${payload}`).digest('base64url')
  return `${head}.${payload}.${signature}`
}

/** The tests of the contract, for the site `site()` gives once its beforeAll has run. */
export function doorHelpersContract(site: () => DoorHelpersSite) {
  let couple: string

  beforeAll(async () => {
    const { db, baseUrl } = site()
    await addEmbeddedAccount(db, coupleEmail, couplePassword, 'couple')
    await addEmbeddedAccount(db, doorEmail, doorPassword, 'door')
    await addEmbeddedAccount(db, strangerEmail, strangerPassword, 'couple')
    await db.query('delete from public.couple_members where email = $1', [strangerEmail])
    couple = await signedIn(baseUrl, coupleEmail, couplePassword)
  }, 60_000)
  // the sign-ins refused on purpose must not slow the later ones down
  beforeEach(() => site().db.query('delete from embedded_auth.sign_in_failures'))

  it('adds a helper with the password the couple chose, who then signs in and works the door', async () => {
    const response = await callFunction(
      site(),
      { action: 'add', email: '  Tia.Ana@Example.com ', password: 'la tía ana entra' },
      couple,
    )

    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const answer = (await response.json()) as { account: string; helpers: { email: string }[] }
    expect(answer.account).toBe('created')
    expect(answer.helpers.map((helper) => helper.email)).toEqual([doorEmail, 'tia.ana@example.com'])
    const helper = await signIn(site().baseUrl, 'tia.ana@example.com', 'la tía ana entra')
    expect(helper).not.toBeNull()
    expect(await atTheDoor(site(), helper!)).toBe(true)
  })

  it('gives a helper who has an account a new password: the old one no longer signs in', async () => {
    const response = await callFunction(
      site(),
      { action: 'add', email: 'tia.ana@example.com', password: 'otra clave para ana' },
      couple,
    )

    expect(response.status).toBe(200)
    await expect(response.json()).resolves.toMatchObject({ account: 'reset' })
    expect(await signIn(site().baseUrl, 'tia.ana@example.com', 'la tía ana entra')).toBeNull()
    expect(await signIn(site().baseUrl, 'tia.ana@example.com', 'otra clave para ana')).not.toBe(
      null,
    )
  })

  it('refuses a short password, the couple’s own email, and an email with invisible or look-alike letters, changing nothing', async () => {
    const before = await stored(site().db)
    const refusals: [unknown, number, string][] = [
      [{ action: 'add', email: 'primo@example.com', password: '1234567' }, 422, 'weak_password'],
      [
        { action: 'add', email: 'primo@example.com', password: 'x'.repeat(73) },
        422,
        'weak_password',
      ],
      [
        { action: 'add', email: ' NOVIOS@example.com', password: 'me quedo yo' },
        409,
        'couple_email',
      ],
      [{ action: 'add', email: 'primo@', password: 'una clave larga' }, 400, 'invalid_email'],
      ...[
        'primo\u200b@example.com',
        '\u2060primo@example.com',
        'primo@exam\u00adple.com',
        'primo@example.com\u202e',
        '\ufeffprimo@example.com',
        'prim\u043e@example.com',
        'primo @example.com',
      ].map((email): [unknown, number, string] => [
        { action: 'add', email, password: 'una clave larga' },
        400,
        'invalid_email',
      ]),
    ]
    for (const [body, status, error] of refusals) {
      const response = await callFunction(site(), body, couple)
      expect({ body, status: response.status }).toEqual({ body, status })
      await expect(response.json()).resolves.toMatchObject({ error })
    }
    expect(await stored(site().db)).toEqual(before)
    expect(await signIn(site().baseUrl, coupleEmail, couplePassword)).not.toBeNull()
  })

  it('removes a helper: off the door’s list, the account deleted, the old session at the door no more', async () => {
    const helper = await signedIn(site().baseUrl, 'tia.ana@example.com', 'otra clave para ana')

    const response = await callFunction(
      site(),
      { action: 'remove', email: 'Tia.Ana@example.com' },
      couple,
    )

    expect(response.status).toBe(200)
    const answer = (await response.json()) as { account: string; helpers: { email: string }[] }
    expect(answer).toEqual({
      account: 'deleted',
      helpers: [expect.objectContaining({ email: doorEmail })],
    })
    expect((await stored(site().db)).users.map((user) => user.email)).not.toContain(
      'tia.ana@example.com',
    )
    expect(await signIn(site().baseUrl, 'tia.ana@example.com', 'otra clave para ana')).toBeNull()
    expect(await atTheDoor(site(), helper)).toBe(false)
  })

  it('keeps the account of one of the couple who also worked the door, and deletes none that was not the door’s', async () => {
    await addEmbeddedAccount(site().db, bothEmail, 'la clave de ambos', 'couple')
    await site().db.query('insert into public.door_helpers (email) values ($1)', [bothEmail])

    const both = await callFunction(site(), { action: 'remove', email: bothEmail }, couple)
    expect(both.status).toBe(200)
    await expect(both.json()).resolves.toMatchObject({ account: 'kept' })
    expect(await signIn(site().baseUrl, bothEmail, 'la clave de ambos')).not.toBeNull()

    // the stranger's account is not on the door's list: removing it deletes nothing
    const stranger = await callFunction(site(), { action: 'remove', email: strangerEmail }, couple)
    await expect(stranger.json()).resolves.toMatchObject({ account: 'kept' })
    expect(await signIn(site().baseUrl, strangerEmail, strangerPassword)).not.toBeNull()
  })

  it('refuses anyone but the couple, whatever headers claim, and changes nothing', async () => {
    const stranger = await signedIn(site().baseUrl, strangerEmail, strangerPassword)
    const door = await signedIn(site().baseUrl, doorEmail, doorPassword)
    const intruder = { action: 'add', email: 'intruso@example.com', password: 'una clave larga' }
    const removal = { action: 'remove', email: doorEmail }
    const forgedHeaders = {
      'x-role': 'service_role',
      'x-supabase-role': 'service_role',
      'x-jwt-role': 'service_role',
      'x-forwarded-user': coupleEmail,
      apikey: 'service-role',
    }
    const before = await stored(site().db)

    const attempts: [unknown, string | null, Record<string, string>, number, string][] = [
      [intruder, null, {}, 401, 'no_authorization'],
      [intruder, null, forgedHeaders, 401, 'no_authorization'],
      [intruder, stranger, {}, 403, 'not_couple'],
      [removal, stranger, forgedHeaders, 403, 'not_couple'],
      [intruder, door, {}, 403, 'not_couple'],
      [removal, door, {}, 403, 'not_couple'],
      [intruder, forgedToken({}, 'none'), {}, 403, 'not_couple'],
      [intruder, forgedToken({}, 'HS256'), {}, 403, 'not_couple'],
      [intruder, forgedToken({ role: 'service_role' }, 'HS256'), forgedHeaders, 403, 'not_couple'],
      [intruder, 'not-a-token', {}, 403, 'not_couple'],
    ]
    for (const [body, token, headers, status, error] of attempts) {
      const response = await callFunction(site(), body, token, headers)
      expect({ token, status: response.status }).toEqual({ token, status })
      await expect(response.json()).resolves.toMatchObject({ error })
    }
    expect(await stored(site().db)).toEqual(before)
  })

  it('refuses a huge body, declared or streamed, before reading it, and changes nothing', async () => {
    const before = await stored(site().db)
    const huge = JSON.stringify({
      action: 'add',
      email: 'grande@example.com',
      password: 'x'.repeat(64 * 1024),
    })
    const declared = await callFunction(site(), huge, couple)
    expect(declared.status).toBe(413)
    await expect(declared.json()).resolves.toMatchObject({ error: 'too_large' })

    const bytes = new TextEncoder().encode(huge)
    const streamed = await fetch(site().functionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${couple}` },
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 1024) {
            controller.enqueue(bytes.slice(at, at + 1024))
          }
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(await stored(site().db)).toEqual(before)
  })

  it('takes JSON only, the two actions only, POST only, and answers the browser’s preflight', async () => {
    const asText = await callFunction(site(), '{"action":"remove"}', couple, {
      'content-type': 'text/plain',
    })
    expect(asText.status).toBe(415)
    const notJson = await callFunction(site(), '{"action": "add", ', couple)
    expect(notJson.status).toBe(400)
    await expect(notJson.json()).resolves.toMatchObject({ error: 'invalid_json' })
    for (const body of [
      { action: 'add', email: 'primo@example.com', password: 'una clave larga', role: 'couple' },
      { action: 'add', email: 'primo@example.com' },
      { action: 'list' },
      { action: 'remove', email: ['primo@example.com'] },
      ['remove'],
    ]) {
      const response = await callFunction(site(), body, couple)
      expect({ body, status: response.status }).toEqual({ body, status: 400 })
      await expect(response.json()).resolves.toMatchObject({ error: 'invalid_body' })
    }
    const get = await fetch(site().functionUrl, { headers: { authorization: `Bearer ${couple}` } })
    expect(get.status).toBe(405)
    const preflight = await fetch(site().functionUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://boda.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-client-info, apikey',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/)
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(
      /authorization.*x-client-info.*apikey.*content-type/,
    )
  })
}
