import { describe, expect, it } from 'vitest'
import { rpcBody, rpcBodyText } from '../support/rpc-request'
import { apiForThisFile, countRows, guestRow } from './support/start-api'

const api = apiForThisFile({ forgetFailedLookups: true })

const answer = (tickets: string) =>
  rpcBodyText('respond_invitation', {
    p_human_key: '"012"',
    p_will_attend: 'true',
    p_confirmed_tickets: tickets,
  })

describe('numbers, as PostgreSQL casts them', () => {
  it.each(['2.0', '1e0', '1.5', '2E0'])(
    'rejects %s tickets with 400 22P02 and saves nothing',
    async (tickets) => {
      const history = await countRows(api.db, 'rsvp_history')
      const response = await api.send('respond_invitation', answer(tickets))
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: '22P02' })
      expect(await guestRow(api.db, '012')).toMatchObject({ will_attend: null })
      expect(await countRows(api.db, 'rsvp_history')).toBe(history)
    },
  )

  it('accepts a whole number written as one', async () => {
    const response = await api.send('respond_invitation', answer('2'))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ human_key: '012', confirmed_tickets: 2 })
  })
})

describe('the request Content-Type', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['JSON look-alikes', 'application/jsonp'],
  ])('refuses %s with 415 PGRST107 before touching the database', async (_, contentType) => {
    const response = await api.send('respond_invitation', answer('1'), {
      headers: { 'content-type': contentType },
    })
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({ code: 'PGRST107' })
    expect(await guestRow(api.db, '013')).toMatchObject({ will_attend: null })
  })

  it('refuses a request without one', async () => {
    const response = await fetch(`${api.baseUrl}/rest/v1/rpc/find_invitation`, {
      method: 'POST',
      body: new Blob([rpcBody('find_invitation', { p_human_key: '001' })]),
    })
    expect(response.status).toBe(415)
  })

  it('accepts application/json with a charset', async () => {
    const response = await api.rpc(
      'find_invitation',
      { p_human_key: '001' },
      { headers: { 'content-type': 'Application/JSON; charset=utf-8' } },
    )
    expect(response.status).toBe(200)
  })
})

describe('what a guest types', () => {
  it.each([
    ['tabs and line breaks', '\t003\r\n'],
    ['no-break spaces', '\u00a0003\u00a0'],
    ['zero-width spaces from a chat', '\u200b003\ufeff'],
    ['an ideographic space', '\u3000003'],
  ])('finds the invitation around %s', async (_, key) => {
    const response = await api.rpc('find_invitation', { p_human_key: key })
    expect(await response.json()).toMatchObject({ human_key: '003' })
  })

  it('never receives the internal id', async () => {
    const found = await (await api.rpc('find_invitation', { p_human_key: '003' })).json()
    expect(found).not.toHaveProperty('id')
  })
})
