import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PGlite } from '@electric-sql/pglite'
import { openMigratedDatabase } from '../support/database-template'
import { startApi, type RunningApi } from './support/start-api'

// One real function of each kind PostgREST tells apart, answered through the embedded API. What
// PostgREST answers (its docs, "Functions as RPC", and issue PostgREST/postgrest#3694): a scalar
// as its JSON value; a composite or a table's row as one object, an object of nulls when the
// function returned null; setof and `returns table(...)` as an array, [] without rows.
const functions = `
  create type public.shape_probe as (label text, seats integer, at timestamptz, tags text[]);
  create table public.shape_rows (id integer primary key, label text not null, note text);
  insert into public.shape_rows values (1, 'uno', null), (2, 'dos', 'nota');

  create function public.probe_count(p_n integer) returns integer
    language sql as $$ select p_n * 2 $$;
  create function public.probe_text() returns text language sql as $$ select null::text $$;
  create function public.probe_json() returns json
    language sql as $$ select json_build_object('a', 1, 'b', json_build_array(true, null)) $$;
  create function public.probe_numbers() returns setof integer
    language sql as $$ select generate_series(1, 3) $$;
  create function public.probe_nothing() returns void language sql as $$ select $$;
  create function public.probe_one(p_label text) returns public.shape_probe
    language sql as $$
      select (p_label, 4, '2026-11-28 07:00:00+00', array['a', 'b'])::public.shape_probe
      where p_label is not null
    $$;
  create function public.probe_many(p_count integer) returns setof public.shape_probe
    language sql as $$
      select ('n' || i, i, null, '{}')::public.shape_probe from generate_series(1, p_count) i
    $$;
  create function public.probe_rows() returns setof public.shape_rows
    language sql as $$ select * from public.shape_rows order by id $$;
  create function public.probe_row(p_id integer) returns public.shape_rows
    language sql as $$ select * from public.shape_rows where id = p_id $$;
  create function public.probe_table(p_min integer default 0)
    returns table (id integer, label text, nested public.shape_probe[])
    language sql as $$
      select r.id, r.label, array[(r.label, r.id, null, null)::public.shape_probe]
      from public.shape_rows r where r.id > p_min order by r.id
    $$;
  grant select on public.shape_rows to anon;
  grant execute on all functions in schema public to anon;
`

let db: PGlite
let api: RunningApi

beforeAll(async () => {
  db = await openMigratedDatabase()
  await db.exec(functions)
  api = await startApi({ db })
}, 60_000)

afterAll(async () => {
  await api.close()
  await db.close()
})

async function call(name: string, args: object = {}) {
  const response = await fetch(`${api.baseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(args),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as unknown
}

describe('what a function answers through the embedded API, as PostgREST answers it', () => {
  it('answers a scalar as its JSON value, null as null, json as itself', async () => {
    expect(await call('probe_count', { p_n: 21 })).toBe(42)
    expect(await call('probe_text')).toBeNull()
    expect(await call('probe_json')).toEqual({ a: 1, b: [true, null] })
    expect(await call('probe_nothing')).toBeNull()
  })

  it('answers a set of scalars as an array', async () => {
    expect(await call('probe_numbers')).toEqual([1, 2, 3])
  })

  it('answers a composite as one object, with PostgreSQL JSON for its timestamps and arrays', async () => {
    expect(await call('probe_one', { p_label: 'mesa' })).toEqual({
      label: 'mesa',
      seats: 4,
      at: '2026-11-28T07:00:00+00:00',
      tags: ['a', 'b'],
    })
  })

  it('answers a composite the function returned as null with an object of nulls', async () => {
    expect(await call('probe_one', { p_label: null })).toEqual({
      label: null,
      seats: null,
      at: null,
      tags: null,
    })
  })

  it('answers setof a composite as an array, [] without rows', async () => {
    expect(await call('probe_many', { p_count: 2 })).toEqual([
      { label: 'n1', seats: 1, at: null, tags: [] },
      { label: 'n2', seats: 2, at: null, tags: [] },
    ])
    expect(await call('probe_many', { p_count: 0 })).toEqual([])
  })

  it("answers a table's rows as an array and one row as an object", async () => {
    expect(await call('probe_rows')).toEqual([
      { id: 1, label: 'uno', note: null },
      { id: 2, label: 'dos', note: 'nota' },
    ])
    expect(await call('probe_row', { p_id: 2 })).toEqual({ id: 2, label: 'dos', note: 'nota' })
    expect(await call('probe_row', { p_id: 9 })).toEqual({ id: null, label: null, note: null })
  })

  it('answers returns table(...) as an array of objects, nested composites as objects', async () => {
    expect(await call('probe_table', { p_min: 1 })).toEqual([
      { id: 2, label: 'dos', nested: [{ label: 'dos', seats: 2, at: null, tags: null }] },
    ])
    // its input argument is the only one it takes: the columns are not arguments
    expect(await call('probe_table')).toHaveLength(2)
    const byColumn = await fetch(`${api.baseUrl}/rest/v1/rpc/probe_table`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ label: 'uno' }),
    })
    expect(byColumn.status).toBe(404)
  })
})
