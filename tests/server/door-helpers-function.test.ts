import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  callFunction,
  coupleEmail,
  couplePassword,
  doorHelpersContract,
  signIn,
  type DoorHelpersSite,
} from '../support/door-helpers-contract'
import { startEmbeddedBackend, type EmbeddedBackend } from './support/start-embedded-backend'

let backend: EmbeddedBackend
let site: DoorHelpersSite

beforeAll(async () => {
  backend = await startEmbeddedBackend()
  site = {
    db: backend.db,
    baseUrl: backend.baseUrl,
    functionUrl: `${backend.baseUrl}/functions/v1/door-helpers`,
  }
}, 60_000)
afterAll(() => backend?.close())

describe('the embedded server’s /functions/v1/door-helpers', () => {
  doorHelpersContract(() => site)

  it('answers supabase-js’s functions.invoke as the dashboard calls it, the couple’s session sent for them', async () => {
    const client = backend.client()
    await client.auth.signInWithPassword({ email: coupleEmail, password: couplePassword })

    const { data, error } = await client.functions.invoke('door-helpers', {
      body: { action: 'add', email: 'primo@example.com', password: 'la clave del primo' },
    })

    expect(error).toBeNull()
    expect(data).toMatchObject({ account: 'created' })
    expect(await signIn(site.baseUrl, 'primo@example.com', 'la clave del primo')).not.toBeNull()
  })

  it('refuses the couple’s token once they signed out', async () => {
    const token = await signIn(site.baseUrl, coupleEmail, couplePassword)
    await fetch(`${site.baseUrl}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    const response = await callFunction(
      site,
      { action: 'remove', email: 'primo@example.com' },
      token,
    )
    expect(response.status).toBe(403)
  })

  it('serves no other function, and Auth’s admin API to no one on the site', async () => {
    const other = await fetch(`${site.baseUrl}/functions/v1/apply-answer-rules`, { method: 'POST' })
    expect(other.status).toBe(404)
    const token = await signIn(site.baseUrl, coupleEmail, couplePassword)
    for (const authorization of [`Bearer ${token}`, 'Bearer embedded']) {
      const users = await fetch(`${site.baseUrl}/auth/v1/admin/users`, {
        headers: { authorization },
      })
      expect(users.status).toBe(403)
    }
    const anonymous = await fetch(`${site.baseUrl}/auth/v1/admin/users`)
    expect(anonymous.status).toBe(401)
  })
})
