import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addEmbeddedAccount } from '../../server/auth/accounts'
import { jwtSecret } from '../../server/auth/auth-store'
import { signJwt } from '../../server/auth/jwt'
import { postRpc } from '../support/rpc-request'
import { startEmbeddedBackend, type EmbeddedBackend } from './support/start-embedded-backend'

const email = 'novios@example.com'
const password = 'una clave larga'

let backend: EmbeddedBackend
beforeAll(async () => {
  backend = await startEmbeddedBackend()
  await addEmbeddedAccount(backend.db, email, password)
  await addEmbeddedAccount(backend.db, 'otra@example.com', password)
  await backend.db.query('delete from public.couple_members where email = $1', ['otra@example.com'])
}, 60_000)
afterAll(() => backend.close())

describe('the couple signing in to the embedded server with supabase-js', () => {
  it('refuses a wrong password as Supabase Auth does, with invalid_credentials', async () => {
    const { data, error } = await backend
      .client()
      .auth.signInWithPassword({ email, password: 'equivocada' })
    expect(data.session).toBeNull()
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' })
  })

  it('refuses an unknown email the same way', async () => {
    const { error } = await backend
      .client()
      .auth.signInWithPassword({ email: 'nadie@example.com', password })
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' })
  })

  it('signs in, reads the whole guest list through RLS, and names the user', async () => {
    const client = backend.client()
    const { data, error } = await client.auth.signInWithPassword({
      email: ' Novios@Example.com',
      password,
    })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.session?.expires_in).toBeLessThanOrEqual(3600)
    const list = await client.rpc('couple_invitations')
    expect(list.error).toBeNull()
    expect(list.data).toHaveLength(16)
    const { data: user } = await client.auth.getUser()
    expect(user.user?.email).toBe(email)
  })

  it('refreshes the session with its refresh token', async () => {
    const client = backend.client()
    await client.auth.signInWithPassword({ email, password })
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect((await client.rpc('couple_invitations')).data).toHaveLength(16)
  })

  it('ends the session on sign-out: its refresh token no longer works', async () => {
    const client = backend.client()
    const { data } = await client.auth.signInWithPassword({ email, password })
    const refreshToken = data.session?.refresh_token ?? ''
    expect((await client.auth.signOut()).error).toBeNull()
    const again = await backend.client().auth.refreshSession({ refresh_token: refreshToken })
    expect(again.error).toMatchObject({ status: 400 })
    const anon = await client.rpc('couple_invitations')
    expect(anon.error).toMatchObject({ code: '42501' })
  })

  it('shows an account that is not on the couple list nothing', async () => {
    const client = backend.client()
    await client.auth.signInWithPassword({ email: 'otra@example.com', password })
    expect((await client.rpc('couple_invitations')).data).toEqual([])
    expect((await client.rpc('is_couple_member')).data).toBe(false)
  })

  it('refuses a token signed with another secret and an expired one', async () => {
    const now = Math.floor(Date.now() / 1000)
    const claims = { sub: '00000000-0000-4000-8000-000000000009', email, role: 'authenticated' }
    const forged = signJwt({ ...claims, exp: now + 600 }, 'not the secret')
    const expired = signJwt({ ...claims, exp: now - 1 }, await jwtSecret(backend.db))
    for (const token of [forged, expired]) {
      const response = await postRpc(
        backend.baseUrl,
        'couple_invitations',
        {},
        { headers: { authorization: `Bearer ${token}` } },
      )
      expect(response.status).toBe(401)
    }
  })

  it('never lets a token claim the service role', async () => {
    const token = signJwt(
      { role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 },
      await jwtSecret(backend.db),
    )
    const response = await postRpc(
      backend.baseUrl,
      'couple_invitations',
      {},
      { headers: { authorization: `Bearer ${token}` } },
    )
    expect(response.status).toBe(401)
  })

  it('stores the password as a salted scrypt hash, never as given', async () => {
    const { rows } = await backend.db.query<{ password_hash: string }>(
      'select password_hash from embedded_auth.users order by email',
    )
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$/)
      expect(row.password_hash).not.toContain(password)
    }
    expect(rows[0]?.password_hash).not.toBe(rows[1]?.password_hash)
  })
})

describe('strangers on the embedded server', () => {
  it('get no list from the dashboard functions and cannot reach the accounts', async () => {
    const anon = backend.client()
    for (const fn of ['couple_invitations', 'is_couple_member'] as const) {
      const { data, error } = await anon.rpc(fn)
      expect(data).toBeNull()
      expect(error).toMatchObject({ code: '42501' })
    }
    const table = await anon.from('rsvp_guests').select('*')
    expect(table.data).toBeNull()
  })
})
