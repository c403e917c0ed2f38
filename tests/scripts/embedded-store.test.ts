import type { PGlite } from '@electric-sql/pglite'
import { describe, expect, it } from 'vitest'
import { apiFetch } from '../../server/rsvp/api-fetch'
import { newServiceKey, withServiceKey } from '../../server/rsvp/service-key'
import { freshSeededDatabase } from './support/guest-database'

const database = freshSeededDatabase()
const key = newServiceKey()

/** The in-process API over the test database, as the command line's store calls it. */
function post(fn: string, body: BodyInit, headers: Record<string, string> = {}) {
  const fetch = apiFetch({
    database: async () => database().db as PGlite,
    authorize: withServiceKey(key),
    logError: () => {},
  })
  return fetch(`http://embedded-database.invalid/rest/v1/rpc/${fn}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

const asService = { authorization: `Bearer ${key}` }

describe('the embedded database in the command line’s own process', () => {
  it('reads and writes through the same functions as the site, with the store’s own key', async () => {
    const { store } = database()
    await store.write({
      insert: [
        { humanKey: '017', familyName: 'Familia Nueva', familyChief: null, availableTickets: 2 },
      ],
      update: [],
      seating: { create: ['Mesa 9'], seat: [{ humanKey: '017', tableName: 'Mesa 9' }] },
    })
    const added = (await store.list()).find((record) => record.humanKey === '017')
    expect(added).toMatchObject({ familyName: 'Familia Nueva', tableName: 'Mesa 9' })
    expect((await store.tables()).map((table) => table.name)).toContain('Mesa 9')
    expect((await store.deadlines()).general).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('answers as the site’s endpoints do: without the key a request is anon, and refused', async () => {
    const history = await post('guest_list_history', '{}', asService)
    expect(history.status).toBe(200)
    expect(Array.isArray(await history.json())).toBe(true)
    const strangers: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${newServiceKey()}` },
      { apikey: key },
    ]
    for (const headers of strangers) {
      const refused = await post('guest_list_history', '{}', headers)
      expect(refused.status).toBe(401)
      expect(await refused.json()).toMatchObject({ code: '42501' })
    }
    const write = await post(
      'couple_import_invitations',
      JSON.stringify({ p_invitations: [], p_update_existing: false }),
    )
    expect(write.status).toBe(401)
  })

  it('refuses what the site refuses: unknown arguments, other content types, huge bodies', async () => {
    const extra = await post('guest_list_history', '{"p_human_key": null}', asService)
    expect(extra.status).toBe(404)
    expect(await extra.json()).toMatchObject({ code: 'PGRST202' })
    const text = await post('guest_list_history', '{}', {
      ...asService,
      'content-type': 'text/plain',
    })
    expect(text.status).toBe(415)
    const huge = `{"p_invitations": [${'{"human_key": null},'.repeat(30_000)}{}], "p_update_existing": false}`
    const tooLarge = await post('couple_import_invitations', huge, asService)
    expect(tooLarge.status).toBe(400)
    expect(await tooLarge.json()).toMatchObject({ code: 'PGRST102' })
    const notUtf8 = await post('guest_list_history', new Uint8Array([0x7b, 0xff, 0x7d]), asService)
    expect(notUtf8.status).toBe(400)
  })

  it('refuses nulls in the import’s lists through the store, writing nothing', async () => {
    const { store } = database()
    const before = await store.list()
    await expect(
      store.write({
        insert: [
          { humanKey: '017', familyName: 'Familia Nueva', familyChief: null, availableTickets: 2 },
        ],
        update: [],
        seating: { create: [null as unknown as string], seat: [] },
      }),
    ).rejects.toThrow(/The embedded database answered with an error: couple_invalid_table/)
    expect(await store.list()).toEqual(before)
  })
})
