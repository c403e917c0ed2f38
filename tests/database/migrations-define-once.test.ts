import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { migrationFiles } from '../../server/rsvp/open-database'

const createFunction = /^create (or replace )?function\s+([\w.]+)\s*\(/gim
const dropFunction = /^drop function(?: if exists)?\s+([\w.]+)\s*\(/gim

describe('the migrations', () => {
  // Migrations are append-only once landed (a deployed project runs new files only): a later
  // migration changes a function with `create or replace`, or drops it first when its arguments
  // change. `supabase/schema.sql` holds the live body of each.
  it('create a function anew only when no older migration left it in place', async () => {
    const live = new Map<string, string>()
    const clashes: string[] = []
    let created = 0
    for (const { file } of await migrationFiles()) {
      const sql = await readFile(file, 'utf8')
      const events = [
        ...[...sql.matchAll(dropFunction)].map((m) => ({
          at: m.index,
          name: m[1]!,
          replace: null,
        })),
        ...[...sql.matchAll(createFunction)].map((m) => ({
          at: m.index,
          name: m[2]!,
          replace: !!m[1],
        })),
      ].sort((a, b) => a.at - b.at)
      for (const { name, replace } of events) {
        const key = name.toLowerCase()
        if (replace === null) live.delete(key)
        else {
          created++
          if (live.has(key) && !replace) clashes.push(`${key} (${live.get(key)} and ${file})`)
          live.set(key, file)
        }
      }
    }
    expect(created).toBeGreaterThan(40)
    expect(clashes).toEqual([])
  })
})
