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

// What the baseline has grown since the squash (supabase/upgrades/after-20261127090000.sql),
// taken away again: the schema the squashed migrations left.
const beforeTheUpgrade = `
  drop trigger rsvp_guests_family_names_are_visible on public.rsvp_guests;
  drop function private.assert_visible_family_names();
  drop trigger record_general_deadline_change on public.rsvp_settings;
  drop trigger record_invitation_deadline_change on public.rsvp_guests;
  drop function private.record_deadline_change();
  drop table public.rsvp_deadline_changes;
  drop function public.couple_set_modification_deadline(date);
  drop function public.couple_set_invitation_deadline(text, date);
  drop function public.couple_set_invitation_events(text, text[]);
  drop function private.deadline_of(public.rsvp_guests);
  alter table public.rsvp_guests drop column modification_deadline, drop column event_keys;
  revoke update (modification_deadline) on table public.rsvp_settings from authenticated;`

/**
 * A data folder as a version before the baseline left it, with the old migrations' versions
 * recorded up to `upTo`.
 */
async function folderFromBeforeTheSquash(name: string, upTo: string): Promise<string> {
  const dataDir = path.join(dir, name)
  const db = new PGlite(dataDir)
  await db.exec(await readFile(bootstrapFile, 'utf8'))
  for (const { file } of await migrationFiles()) {
    if (file.includes('_baseline_')) await db.exec(await readFile(file, 'utf8'))
  }
  await db.exec(await readFile(seedFile, 'utf8'))
  await db.exec(beforeTheUpgrade)
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
      // and what the baseline has grown since: the family's own deadline and events
      expect(found.rows[0]?.result).toMatchObject({ human_key: '002', event_keys: null })
      expect(found.rows[0]?.result).toHaveProperty('modification_deadline')
      const { rows } = await db.query<{ changes: string | null }>(
        "select to_regclass('public.rsvp_deadline_changes')::text as changes",
      )
      expect(rows[0]?.changes).toBe('rsvp_deadline_changes')
      // and the migrations after the baseline, run once the upgrade brought it there
      const later = await db.query<{ visits: string | null }>(
        "select to_regclass('public.couple_visits')::text as visits",
      )
      expect(later.rows[0]?.visits).toBe('couple_visits')
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
