import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addEmbeddedAccount } from '../../server/auth/accounts'
import { maxJsonDepth, nestsDeeperThan } from '../../server/rsvp/json-depth'
import type { RpcName } from '../../web/src/lib/guest-list/call-rpc'
import { postRpcBody, rpcBodyText } from '../support/rpc-request'
import { startEmbeddedBackend, type EmbeddedBackend } from './support/start-embedded-backend'

const email = 'novios@example.com'
const password = 'una clave larga'
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)

let backend: EmbeddedBackend
let coupleToken: string
beforeAll(async () => {
  backend = await startEmbeddedBackend()
  await addEmbeddedAccount(backend.db, email, password)
  const { data } = await backend.client().auth.signInWithPassword({ email, password })
  coupleToken = data.session?.access_token ?? ''
}, 60_000)
afterAll(() => backend.close())

const importBody = (levels: number) =>
  rpcBodyText('couple_import_invitations', {
    p_invitations: nested(levels),
    p_update_existing: 'false',
  })

const callAsCouple = (fn: RpcName, body: string) =>
  postRpcBody(backend.baseUrl, fn, body, {
    headers: { authorization: `Bearer ${coupleToken}` },
    signal: AbortSignal.timeout(15_000),
  })

describe('JSON nested too deep for the embedded server', () => {
  it('counts levels of arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan(nested(maxJsonDepth))).toBe(false)
    expect(nestsDeeperThan(nested(maxJsonDepth + 1))).toBe(true)
    expect(nestsDeeperThan(`{"a": "${'['.repeat(200)}\\"[["}`)).toBe(false)
    expect(nestsDeeperThan(`{"a": [{"b": {"c": []}}]}`, 3)).toBe(true)
  })

  it('refuses a 6,000-level body from the couple with 400, and keeps answering after fifteen more', async () => {
    const first = await callAsCouple('couple_import_invitations', importBody(6000))
    expect(first.status).toBe(400)
    expect(await first.json()).toMatchObject({ code: 'PGRST102' })

    const attacks = await Promise.all(
      Array.from({ length: 15 }, () => callAsCouple('couple_import_invitations', importBody(6000))),
    )
    expect(attacks.map((response) => response.status)).toEqual(Array(15).fill(400))

    const list = await callAsCouple('couple_invitations', '{}')
    expect(list.status).toBe(200)
    expect(await list.json()).toHaveLength(16)
  })

  it('still takes an honest import body of a few levels', async () => {
    const response = await callAsCouple('couple_import_invitations', importBody(1))
    expect(response.status).toBe(200)
  })

  it('refuses a sign-in whose body nests deeper than the limit, even with the right password', async () => {
    const response = await fetch(`${backend.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }).replace(/}$/, `, "x": ${nested(1000)}}`),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error_code: 'bad_json' })
  })
})
