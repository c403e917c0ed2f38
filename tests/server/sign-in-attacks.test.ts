import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addEmbeddedAccount } from '../../server/auth/accounts'
import { signInErrorMessage } from '../../web/src/lib/auth/sign-in-errors'
import { postRpc } from '../support/rpc-request'
import { startEmbeddedBackend, type EmbeddedBackend } from './support/start-embedded-backend'

const password = 'una clave larga'
const accounts = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho'].map(
  (name) => `${name}@example.com`,
)

let backend: EmbeddedBackend
beforeAll(async () => {
  backend = await startEmbeddedBackend()
  for (const email of accounts) await addEmbeddedAccount(backend.db, email, password)
}, 60_000)
afterAll(() => backend.close())

type Answer = { status: number; body: Record<string, unknown>; retryAfter?: string }

/** A password sign-in sent from one of the loopback addresses (127.0.0.0/8). */
function signIn(email: string, guess: string, from = '127.0.0.1'): Promise<Answer> {
  const { port } = new URL(backend.baseUrl)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        path: '/auth/v1/token?grant_type=password',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        timeout: 15_000,
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text || '{}') as Record<string, unknown>,
            retryAfter: response.headers['retry-after'],
          }),
        )
      },
    )
    request.on('error', reject)
    request.end(JSON.stringify({ email, password: guess }))
  })
}

const callCouple = (token: string) =>
  postRpc(
    backend.baseUrl,
    'couple_invitations',
    {},
    { headers: { authorization: `Bearer ${token}` } },
  )

describe('guessing the couple’s password on the embedded Auth', () => {
  it('refuses 30 wrong passwords with 429 before the thirtieth, and then the right one too', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push((await signIn(accounts[0]!, `mala ${i}`)).status)
    expect(statuses.indexOf(429)).toBeGreaterThan(0)
    expect(statuses.indexOf(429)).toBeLessThan(29)
    const right = await signIn(accounts[0]!, password)
    expect(right.status).toBe(429)
    expect(right.body).toMatchObject({
      code: 'over_request_rate_limit',
      error_code: 'over_request_rate_limit',
    })
    expect(Number(right.retryAfter)).toBeGreaterThan(0)
  })

  it('counts 30 concurrent guesses before checking any of them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(accounts[1]!, `mala ${i}`)),
    )
    // five free tries, and the back-off may let one more through each second the burst lasts
    const checked = answers.filter((answer) => answer.status === 400).length
    expect(checked).toBeLessThan(10)
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - checked)
  })

  it('throttles one email guessed from 30 addresses', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      statuses.push((await signIn(accounts[2]!, `mala ${i}`, `127.0.1.${i + 1}`)).status)
    }
    expect(statuses.slice(0, 29)).toContain(429)
  })

  it('throttles one address guessing many emails', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      const email = i < 5 ? accounts[3 + i]! : `nadie${i}@example.com`
      statuses.push((await signIn(email, 'mala', '127.0.2.1')).status)
    }
    expect(statuses.slice(0, 19)).toContain(429)
    expect((await signIn(accounts[7]!, password, '127.0.2.2')).status).toBe(200)
  })

  it('tells the couple in Spanish to wait, on the sign-in form', async () => {
    const client = backend.client()
    let error: Parameters<typeof signInErrorMessage>[0] | null = null
    for (let i = 0; i < 10 && error?.status !== 429; i++) {
      const guess = { email: 'alguien@example.com', password: `mala ${i}` }
      ;({ error } = await client.auth.signInWithPassword(guess))
    }
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    expect(signInErrorMessage(error!)).toBe(
      'Demasiados intentos. Espera unos minutos y vuelve a probar.',
    )
  })
})

describe('the couple’s sessions on the embedded Auth', () => {
  const email = accounts[6]!
  // the guesses above throttled 127.0.0.1, where supabase-js connects from
  beforeAll(() => backend.db.query('delete from embedded_auth.sign_in_failures'))

  it('ends an access token’s use as soon as the couple signs out', async () => {
    const client = backend.client()
    const { data } = await client.auth.signInWithPassword({ email, password })
    const token = data.session?.access_token ?? ''
    expect((await callCouple(token)).status).toBe(200)
    expect((await client.auth.signOut()).error).toBeNull()
    const after = await callCouple(token)
    expect(after.status).toBe(401)
    expect(await after.json()).toMatchObject({ code: 'PGRST301' })
  })

  it('rotates the refresh token, and a reused one ends the whole session', async () => {
    const client = backend.client()
    const { data } = await client.auth.signInWithPassword({ email, password })
    const first = data.session?.refresh_token ?? ''
    const refreshed = await backend.client().auth.refreshSession({ refresh_token: first })
    const second = refreshed.data.session?.refresh_token ?? ''
    expect(second).toBeTruthy()
    expect(second).not.toBe(first)

    // the reuse interval has passed
    await backend.db.query(
      "update embedded_auth.used_refresh_tokens set used_at = now() - interval '1 minute'",
    )
    const stolen = await backend.client().auth.refreshSession({ refresh_token: first })
    expect(stolen.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' })
    const owner = await backend.client().auth.refreshSession({ refresh_token: second })
    expect(owner.error).toMatchObject({ status: 400 })
    expect((await callCouple(refreshed.data.session?.access_token ?? '')).status).toBe(401)
  })

  it('lets a token just rotated away be used again within GoTrue’s 10-second reuse interval', async () => {
    const { data } = await backend.client().auth.signInWithPassword({ email, password })
    const first = data.session?.refresh_token ?? ''
    const tabA = await backend.client().auth.refreshSession({ refresh_token: first })
    const tabB = await backend.client().auth.refreshSession({ refresh_token: first })
    expect(tabA.error).toBeNull()
    expect(tabB.error).toBeNull()
    expect((await callCouple(tabB.data.session?.access_token ?? '')).status).toBe(200)
  })
})
