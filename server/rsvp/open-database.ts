import { PGlite } from '@electric-sql/pglite'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const migrationsDir = path.join(root, 'supabase/migrations')
export const seedFile = path.join(root, 'supabase/seed.sql')
export const defaultDataDir = path.join(root, '.data/rsvp')

export type OpenOptions = {
  /** A folder to persist in; omitted, the database lives in memory. */
  dataDir?: string
  /** Runs supabase/seed.sql on a new database. */
  seed?: boolean
  /** Overrides rsvp_settings.modification_deadline (YYYY-MM-DD). */
  modificationDeadline?: string
}

async function migrationFiles(): Promise<string[]> {
  const names = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort()
  return names.map((name) => path.join(migrationsDir, name))
}

async function isInitialized(db: PGlite): Promise<boolean> {
  const { rows } = await db.query<{ ready: boolean }>(
    "select to_regclass('public.rsvp_guests') is not null as ready",
  )
  return rows[0]?.ready ?? false
}

/**
 * The embedded RSVP database: real PostgreSQL (PGlite) running the same migrations and seed
 * as Supabase, created on first use.
 */
export async function openRsvpDatabase(options: OpenOptions = {}): Promise<PGlite> {
  const db = options.dataDir ? new PGlite(options.dataDir) : new PGlite()
  await db.waitReady
  if (!(await isInitialized(db))) {
    await db.exec(
      await readFile(
        path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql'),
        'utf8',
      ),
    )
    for (const file of await migrationFiles()) await db.exec(await readFile(file, 'utf8'))
    if (options.seed) await db.exec(await readFile(seedFile, 'utf8'))
  }
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
