import { PGlite } from '@electric-sql/pglite'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { makePrivate, writePrivately } from './private-files.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const migrationsDir = path.join(root, 'supabase/migrations')
export const seedFile = path.join(root, 'supabase/seed.sql')
/** What a hosted Supabase project has before any migration: roles, default privileges, auth.*. */
export const bootstrapFile = path.join(root, 'supabase/bootstrap.sql')
/** What the baseline added after the squashed migrations, for a database adopted from before it. */
export const upgradeAfterSquashFile = path.join(root, 'supabase/upgrades/after-20261127090000.sql')
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

/**
 * The migrations of 20261121120000 to this one were squashed into the baseline files
 * (`*_baseline_*.sql`), which have since grown the family names' rule, the couple's deadlines and
 * events per family. A database that ran every squashed migration is adopted: the baseline is
 * recorded as applied without running, and `upgradeAfterSquashFile` adds what it has grown. Git
 * history before `lastCommitBeforeSquash` has the squashed migrations.
 */
export const lastSquashedVersion = '20261127090000'
const lastCommitBeforeSquash = 'ddb5c25'

type State = { tracked: boolean; tables: boolean }

const isBaseline = (file: string) => path.basename(file).includes('_baseline_')

async function state(db: PGlite): Promise<State> {
  const { rows } = await db.query<State>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as tracked,
            to_regclass('public.rsvp_guests') is not null as tables`,
  )
  return rows[0] ?? { tracked: false, tables: false }
}

async function appliedVersions(db: PGlite, tracked: boolean): Promise<Set<string>> {
  if (!tracked) return new Set()
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  )
  return new Set(rows.map((row) => row.version))
}

/** A database made before the squash that had not run every squashed migration. */
export class UnmigratableDatabaseError extends Error {
  constructor() {
    super(
      'This embedded database was made by a version of the site older than its migrations ' +
        '(before the baseline of 2026-11-28) and misses migrations that no longer exist. ' +
        'Nothing was changed. Start it again with `npm run db:reset` (demo data), or open it ' +
        `once with commit ${lastCommitBeforeSquash} (\`npm start\` there) to finish its ` +
        'migrations and then come back.',
    )
    this.name = 'UnmigratableDatabaseError'
  }
}

/**
 * Brings a database to the current schema the way the Supabase CLI does: the bootstrap once,
 * then each migration not yet recorded in supabase_migrations.schema_migrations.
 * Returns whether the database was new.
 */
async function migrate(db: PGlite): Promise<boolean> {
  const { tracked, tables } = await state(db)
  const applied = await appliedVersions(db, tracked)
  const migratedBeforeSquash = applied.has(lastSquashedVersion)
  const files = await migrationFiles()
  if (tables && !migratedBeforeSquash && !files.some(({ version }) => applied.has(version))) {
    throw new UnmigratableDatabaseError()
  }
  if (!tracked) {
    await db.exec(await readFile(bootstrapFile, 'utf8'))
    await db.exec(`create schema supabase_migrations;
      create table supabase_migrations.schema_migrations (version text primary key);`)
  }
  const adopting =
    migratedBeforeSquash &&
    files.some(({ version, file }) => isBaseline(file) && !applied.has(version))
  await db.transaction(async (tx) => {
    // the upgrade brings an adopted database to the baseline's end, before any later migration
    let upgradePending = adopting
    const upgrade = async () => {
      if (upgradePending) await tx.exec(await readFile(upgradeAfterSquashFile, 'utf8'))
      upgradePending = false
    }
    for (const { version, file } of files) {
      if (applied.has(version)) continue
      if (!isBaseline(file)) await upgrade()
      if (!(adopting && isBaseline(file))) await tx.exec(await readFile(file, 'utf8'))
      await tx.query('insert into supabase_migrations.schema_migrations (version) values ($1)', [
        version,
      ])
    }
    await upgrade()
  })
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
  if (options.modificationDeadline) await setModificationDeadline(db, options.modificationDeadline)
  return db
}

/** Overrides rsvp_settings.modification_deadline with a YYYY-MM-DD date. */
export async function setModificationDeadline(db: PGlite, deadline: string): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(deadline)) {
    throw new Error(`RSVP_MODIFICATION_DEADLINE "${deadline}" is not a date (YYYY-MM-DD)`)
  }
  await db.query('update public.rsvp_settings set modification_deadline = $1::date', [deadline])
}
