import { PGlite } from '@electric-sql/pglite'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { makePrivate, writePrivately } from './private-files'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const migrationsDir = path.join(root, 'supabase/migrations')
export const seedFile = path.join(root, 'supabase/seed.sql')
/** What a hosted Supabase project has before any migration: roles, default privileges, auth.*. */
export const bootstrapFile = path.join(root, 'supabase/bootstrap.sql')
export const defaultDataDir = path.join(root, '.data/rsvp')

export type OpenOptions = {
  /** A folder to persist in; omitted, the database lives in memory. */
  dataDir?: string
  /** Runs supabase/seed.sql on a new database. */
  seed?: boolean
  /** Overrides rsvp_settings.modification_deadline (YYYY-MM-DD). */
  modificationDeadline?: string
  /**
   * A data folder dumped with PGlite's dumpDataDir('none') to start a new database from instead
   * of an empty one (the tests' migrated copy); migrations it lacks still run.
   */
  template?: Blob
}

/** The migration files in the order they apply, as { version, file }. */
export async function migrationFiles(): Promise<{ version: string; file: string }[]> {
  const names = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort()
  return names.map((name) => ({
    version: name.split('_')[0] ?? name,
    file: path.join(migrationsDir, name),
  }))
}

// Databases created before migrations were tracked ran every migration up to this one.
const lastUntrackedVersion = '20261121120600'

type State = { tracked: boolean; tables: boolean }

async function state(db: PGlite): Promise<State> {
  const { rows } = await db.query<State>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as tracked,
            to_regclass('public.rsvp_guests') is not null as tables`,
  )
  return rows[0] ?? { tracked: false, tables: false }
}

/**
 * Brings a database to the current schema the way the Supabase CLI does: the bootstrap once,
 * then each migration not yet recorded in supabase_migrations.schema_migrations.
 * Returns whether the database was new.
 */
async function migrate(db: PGlite): Promise<boolean> {
  const { tracked, tables } = await state(db)
  if (!tracked) {
    await db.exec(await readFile(bootstrapFile, 'utf8'))
    await db.exec(`create schema supabase_migrations;
      create table supabase_migrations.schema_migrations (version text primary key);`)
  }
  const applied = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((row) => row.version),
  )
  for (const { version, file } of await migrationFiles()) {
    if (applied.has(version)) continue
    const ranBeforeTracking = !tracked && tables && version <= lastUntrackedVersion
    await db.transaction(async (tx) => {
      if (!ranBeforeTracking) await tx.exec(await readFile(file, 'utf8'))
      await tx.query('insert into supabase_migrations.schema_migrations (version) values ($1)', [
        version,
      ])
    })
  }
  return !tables
}

/**
 * The embedded RSVP database: real PostgreSQL (PGlite) running the same bootstrap, migrations
 * and seed as a Supabase project, created on first use and migrated on every open.
 */
export async function openRsvpDatabase(options: OpenOptions = {}): Promise<PGlite> {
  if (options.dataDir) await writePrivately(options.dataDir)
  const db = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.template,
    // A guest list fits in a few megabytes; PGlite's default 128 MB of shared buffers is zeroed on
    // every start, which made opening the database take twice as long.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  })
  await db.waitReady
  const created = await migrate(db)
  if (created && options.seed) await db.exec(await readFile(seedFile, 'utf8'))
  if (options.dataDir) await makePrivate(options.dataDir)
  if (options.modificationDeadline) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(options.modificationDeadline)) {
      throw new Error(
        `RSVP_MODIFICATION_DEADLINE "${options.modificationDeadline}" is not a date (YYYY-MM-DD)`,
      )
    }
    await db.query('update public.rsvp_settings set modification_deadline = $1::date', [
      options.modificationDeadline,
    ])
  }
  return db
}
