import { PGlite } from '@electric-sql/pglite'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bootstrapFile,
  lastSquashedVersion,
  migrationFiles,
  openRsvpDatabase,
  seedFile,
  UnmigratableDatabaseError,
} from '../../server/rsvp/open-database'
import { runAsRole } from '../../server/rsvp/request-role'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'rsvp-legacy-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/**
 * A data folder as a version before the baseline left it: the same schema (supabase/schema.sql
 * did not change with the squash) with the old migrations' versions recorded, up to `upTo`.
 */
async function folderFromBeforeTheSquash(name: string, upTo: string): Promise<string> {
  const dataDir = path.join(dir, name)
  const db = new PGlite(dataDir)
  await db.exec(await readFile(bootstrapFile, 'utf8'))
  for (const { file } of await migrationFiles()) {
    if (file.includes('_baseline_')) await db.exec(await readFile(file, 'utf8'))
  }
  await db.exec(await readFile(seedFile, 'utf8'))
  await db.exec(`create schema supabase_migrations;
    create table supabase_migrations.schema_migrations (version text primary key);
    insert into supabase_migrations.schema_migrations (version)
    values ('20261121120000'), ('20261123090000'), ('${upTo}');
    update public.rsvp_guests set will_attend = false where human_key = '001';`)
  await db.close()
  return dataDir
}

async function declined(db: PGlite): Promise<string[]> {
  const { rows } = await db.query<{ human_key: string }>(
    'select human_key from public.rsvp_guests where will_attend = false order by human_key',
  )
  return rows.map((row) => row.human_key)
}

describe('a data folder made before the baseline', () => {
  it('is adopted when it ran every squashed migration, keeping its answers', async () => {
    const dataDir = await folderFromBeforeTheSquash('migrated', lastSquashedVersion)
    const db = await openRsvpDatabase({ dataDir, seed: true })
    try {
      expect(await declined(db)).toContain('001')
      const applied = await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
      const versions = applied.rows.map((row) => row.version)
      for (const { version } of await migrationFiles()) expect(versions).toContain(version)
      const found = await runAsRole(
        db,
        { role: 'anon', headers: { 'cf-connecting-ip': '192.0.2.1' } },
        (tx) => tx.query<{ result: object }>("select public.find_invitation('002') as result"),
      )
      expect(found.rows[0]?.result).toMatchObject({ human_key: '002' })
    } finally {
      await db.close()
    }
  }, 60_000)

  it('is refused, untouched and with a way out, when it missed squashed migrations', async () => {
    const dataDir = await folderFromBeforeTheSquash('partial', '20261124090000')
    await expect(openRsvpDatabase({ dataDir })).rejects.toThrow(UnmigratableDatabaseError)
    await expect(openRsvpDatabase({ dataDir })).rejects.toThrow(/npm run db:reset/)

    const db = new PGlite(dataDir)
    try {
      expect(await declined(db)).toContain('001')
      const { rows } = await db.query('select version from supabase_migrations.schema_migrations')
      expect(rows).toHaveLength(3)
    } finally {
      await db.close()
    }
  }, 60_000)
})
