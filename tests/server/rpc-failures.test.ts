import type { PGlite } from '@electric-sql/pglite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startApi, type RunningApi } from './support/start-api'

type Query = { sql: string; params: unknown[] }

/** A stand-in for PGlite that records the queries of a transaction and fails as told. */
function fakeDatabase(fail?: unknown) {
  const queries: Query[] = []
  const db = {
    // runAsRole pins the session user once, outside any transaction; the API reads the
    // catalogue once, and this stand-in offers the guests' look-up
    query: async (sql: string) => ({
      rows: sql.includes('pg_proc')
        ? [
            {
              name: 'find_invitation',
              argNames: ['p_human_key'],
              argTypes: ['text'],
              defaults: 0,
              returns: 'json',
              returnsSet: false,
            },
          ]
        : [],
    }),
    transaction: async <T>(run: (tx: unknown) => Promise<T>) =>
      run({
        query: async (sql: string, params: unknown[] = []) => {
          queries.push({ sql, params })
          if (fail && sql.includes('public.')) throw fail
          return { rows: [{ result: { ok: true } }] }
        },
      }),
    close: async () => undefined,
  }
  return { db: db as unknown as PGlite, queries }
}

const databaseError = (code: string, message: string) =>
  Object.assign(new Error(message), { code, detail: 'secret detail', hint: undefined })

let api: RunningApi | undefined
afterEach(() => api?.close())

const find = () => api!.rpc('find_invitation', { p_human_key: '001' })

describe('the embedded API when something goes wrong', () => {
  it('answers 500 with a generic body and logs an unexpected error', async () => {
    const logError = vi.fn()
    api = await startApi({ db: fakeDatabase(new Error('disk on fire')).db, logError })
    const response = await find()
    expect(response.status).toBe(500)
    const body = await response.json()
    expect(body).toMatchObject({ code: 'PGRST000', message: 'Internal server error' })
    expect(JSON.stringify(body)).not.toContain('disk on fire')
    expect(logError).toHaveBeenCalledWith(expect.any(String), expect.any(Error))
  })

  it('hides a server-side PostgreSQL failure (57014) behind the generic 500', async () => {
    const logError = vi.fn()
    const { db } = fakeDatabase(databaseError('57014', 'canceling statement due to timeout'))
    api = await startApi({ db, logError })
    const response = await find()
    expect(response.status).toBe(500)
    expect(JSON.stringify(await response.json())).not.toContain('canceling')
    expect(logError).toHaveBeenCalledOnce()
  })

  it('answers a permission error as PostgREST does for anon: 401 with the error body', async () => {
    const { db } = fakeDatabase(databaseError('42501', 'permission denied for function x'))
    api = await startApi({ db })
    const response = await find()
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      code: '42501',
      details: 'secret detail',
      hint: null,
      message: 'permission denied for function x',
    })
  })

  it('answers 500 and logs when the database cannot be opened', async () => {
    const logError = vi.fn()
    const database = () => Promise.reject(new Error('locked by another process'))
    api = await startApi({ db: fakeDatabase().db, database, logError })
    const response = await find()
    expect(response.status).toBe(500)
    expect(logError).toHaveBeenCalledWith(
      expect.stringContaining('could not be opened'),
      expect.any(Error),
    )
  })

  it('runs the call as anon, in the transaction, with only the address it was given', async () => {
    const { db, queries } = fakeDatabase()
    api = await startApi({ db, clientAddress: () => '198.51.100.4' })
    await api.rpc(
      'find_invitation',
      { p_human_key: '001' },
      {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      },
    )
    const settings = queries.find((query) => query.sql.includes("'request.headers'"))
    expect(settings?.params).toEqual([
      '{"role":"anon"}',
      '{"cf-connecting-ip":"198.51.100.4","x-forwarded-for":"198.51.100.4"}',
      'POST',
      '/rest/v1/rpc/find_invitation',
    ])
    expect(queries.at(-2)).toEqual({ sql: 'set local role anon', params: [] })
    expect(queries.at(-1)).toEqual({
      sql: expect.stringContaining(
        'select public."find_invitation"("p_human_key" => args."p_human_key") as value',
      ),
      params: ['{"p_human_key":"001"}'],
    })
  })
})
