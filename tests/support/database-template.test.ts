import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootstrapFile, migrationFiles, seedFile } from '../../server/rsvp/open-database'
import {
  openMigratedDatabase,
  restoreSnapshot,
  takeSnapshot,
  templateInputs,
  templateKey,
} from './database-template'

let scratch: string
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'template-key-'))
})
afterAll(() => rm(scratch, { recursive: true, force: true }))

describe('the migrated copy the tests start from', () => {
  it('depends on the bootstrap, the seed and every migration', async () => {
    const migrations = (await migrationFiles()).map(({ file }) => file)
    expect(await templateInputs()).toEqual(
      expect.arrayContaining([bootstrapFile, seedFile, ...migrations]),
    )
  })

  it('gets a new key when a migration is edited or added', async () => {
    const [first] = await migrationFiles()
    if (!first) throw new Error('no migrations')
    const migration = path.join(scratch, path.basename(first.file))
    await copyFile(first.file, migration)
    const before = await templateKey([bootstrapFile, migration])

    await writeFile(migration, '-- edited\n', { flag: 'a' })
    const edited = await templateKey([bootstrapFile, migration])
    const added = path.join(scratch, '29990101000000_later.sql')
    await writeFile(added, 'select 1;\n')

    expect(edited).not.toBe(before)
    expect(await templateKey([bootstrapFile, migration, added])).not.toBe(edited)
    expect(await templateKey([bootstrapFile, migration])).toBe(edited)
  })

  // loading a copy starts PostgreSQL in WebAssembly: seconds, more on a busy machine
  it.each([
    { seed: false, invitations: 0 },
    { seed: true, invitations: 16 },
  ])(
    'opens with every migration applied (seed: $seed)',
    async ({ seed, invitations }) => {
      const versions = (await migrationFiles()).map(({ version }) => version)
      const db = await openMigratedDatabase({ seed })
      try {
        const applied = await db.query<{ version: string }>(
          'select version from supabase_migrations.schema_migrations order by version',
        )
        const guests = await db.query<{ count: number }>(
          'select count(*)::int as count from public.rsvp_guests',
        )
        expect(applied.rows.map((row) => row.version)).toEqual(versions)
        expect(guests.rows[0]?.count).toBe(invitations)
      } finally {
        await db.close()
      }
    },
    120_000,
  )
})

describe('a snapshot a test file restores before each test', () => {
  const everything = `
    select
      (select json_agg(g order by id) from public.rsvp_guests g) as guests,
      (select json_agg(h order by id) from public.rsvp_history h) as history,
      (select json_agg(s) from public.rsvp_settings s) as settings,
      (select json_agg(m) from public.couple_members m) as members,
      (select count(*) from public.rsvp_lookup_failures) as failures,
      (select count(*) from public.rsvp_lookup_failures_by_hour) as failures_by_hour`

  it('puts back every row and the next id, whatever a test changed', async () => {
    const db = await openMigratedDatabase({ seed: true })
    try {
      await takeSnapshot(db)
      const before = (await db.query(everything)).rows
      const insertGuest = (humanKey: string) =>
        db.query<{ id: number }>(
          `insert into public.rsvp_guests (human_key, family_name, available_tickets)
           values ($1, 'Familia Nueva', 2) returning id`,
          [humanKey],
        )
      const firstNewId = (await insertGuest('ZZZ')).rows[0]?.id
      await db.exec(`
        update public.rsvp_guests set will_attend = true, confirmed_tickets = 1 where human_key = '001';
        delete from public.rsvp_guests where human_key = '002';
        insert into public.rsvp_lookup_failures (client_address) values ('198.51.100.7');
        insert into public.couple_members (email) values ('otra@example.com');
        update public.rsvp_settings set modification_deadline = '2000-01-01';
      `)
      expect((await db.query(everything)).rows).not.toEqual(before)

      await restoreSnapshot(db)
      expect((await db.query(everything)).rows).toEqual(before)
      expect((await insertGuest('ZZY')).rows[0]?.id).toBe(firstNewId)
    } finally {
      await db.close()
    }
  }, 120_000)
})
