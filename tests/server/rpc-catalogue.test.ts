import { describe, expect, it } from 'vitest'
import { matchingFunction, rpcCatalogue } from '../../server/rsvp/rpc-functions'
import { openMigratedDatabase } from '../support/database-template'
import { startApi } from './support/start-api'

describe('the functions the embedded API offers', () => {
  it('are read from the database: the guest and couple functions with their parameters', async () => {
    const db = await openMigratedDatabase()
    try {
      const catalogue = await rpcCatalogue(db)
      expect(catalogue.get('find_invitation')).toEqual([
        {
          name: 'find_invitation',
          parameters: [{ name: 'p_human_key', type: 'text', hasDefault: false }],
          result: { kind: 'scalar', set: false },
        },
      ])
      expect(
        catalogue
          .get('respond_invitation')?.[0]
          ?.parameters.map(({ name, type }) => `${name} ${type}`),
      ).toEqual([
        'p_human_key text',
        'p_will_attend boolean',
        'p_confirmed_tickets integer',
        'p_people json',
        'p_message text',
        'p_song text',
      ])
      expect(catalogue.get('couple_preview_restore')?.[0]?.parameters.map((p) => p.type)).toContain(
        'timestamp with time zone',
      )
      expect(catalogue.has('couple_clear_answer')).toBe(true)
      expect(catalogue.has('reset_invitation_answer')).toBe(false)
      // private helpers, PostgreSQL's own functions and the history trigger are not offered
      expect(catalogue.has('client_address')).toBe(false)
      expect(catalogue.has('pg_sleep')).toBe(false)
      expect(catalogue.has('count_failure_by_hour')).toBe(false)
    } finally {
      await db.close()
    }
  }, 60_000)

  it('include a function a new migration adds, with no list in the server to update', async () => {
    const db = await openMigratedDatabase()
    await db.exec(`
      create function public.add_seats(p_seats integer, p_extra integer default 1) returns integer
      language sql immutable set search_path = '' as $$ select p_seats + p_extra $$;
      grant execute on function public.add_seats(integer, integer) to anon;
    `)
    const api = await startApi({ db })
    // add_seats exists only in this test's database, so the generated types cannot name it
    const addSeats = (args: object) =>
      fetch(`${api.baseUrl}/rest/v1/rpc/add_seats`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(args),
      })
    try {
      const withDefault = await addSeats({ p_seats: 3 })
      expect(withDefault.status).toBe(200)
      expect(await withDefault.json()).toBe(4)
      const given = await addSeats({ p_seats: 3, p_extra: 5 })
      expect(await given.json()).toBe(8)
      const misspelt = await addSeats({ p_sets: 3 })
      expect(misspelt.status).toBe(404)
      expect(await misspelt.json()).toMatchObject({
        code: 'PGRST202',
        hint: 'Perhaps you meant to call the function public.add_seats(p_seats, p_extra)',
      })
    } finally {
      await api.close()
      await db.close()
    }
  }, 60_000)
})

describe('matching arguments to a function', () => {
  const fn = {
    name: 'f',
    parameters: [
      { name: 'p_a', type: 'text', hasDefault: false },
      { name: 'p_b', type: 'integer', hasDefault: true },
    ],
    result: { kind: 'scalar', set: false } as const,
  }

  it('needs every parameter without a default and accepts no unknown name', () => {
    expect(matchingFunction([fn], ['p_a'])).toBe(fn)
    expect(matchingFunction([fn], ['p_a', 'p_b'])).toBe(fn)
    expect(matchingFunction([fn], ['p_b'])).toBeUndefined()
    expect(matchingFunction([fn], ['p_a', 'p_role'])).toBeUndefined()
  })
})
