import type { PGlite, PGliteInterface } from '@electric-sql/pglite'
import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  bootstrapFile,
  migrationFiles,
  openRsvpDatabase,
  seedFile,
  type OpenOptions,
} from '../../server/rsvp/open-database'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const cacheDir = path.join(root, 'node_modules/.cache/rsvp-template')

type Kind = 'migrated' | 'seeded'

/**
 * Everything a migrated database depends on: PGlite's version, the code that migrates, the
 * bootstrap, every migration and the seed.
 */
export async function templateInputs(): Promise<string[]> {
  const pglite = path.join(root, 'node_modules/@electric-sql/pglite/package.json')
  const code = [fileURLToPath(import.meta.url), path.join(root, 'server/rsvp/open-database.ts')]
  const migrations = (await migrationFiles()).map(({ file }) => file)
  return [pglite, ...code, bootstrapFile, seedFile, ...migrations]
}

/**
 * A hash of the inputs' names and texts. Computed again by each test process, so a migration
 * added or edited during a run gets a new copy instead of a stale one.
 */
export async function templateKey(inputs: string[]): Promise<string> {
  const hash = createHash('sha256')
  for (const file of inputs) {
    hash.update(`${path.relative(root, file)}\0`)
    hash.update(await readFile(file))
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

async function writeAtomically(file: string, db: PGlite) {
  const dump = await db.dumpDataDir('none')
  const partial = `${file}.${process.pid}.partial`
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
  await rename(partial, file)
}

/** Migrates one database the real way and dumps it twice: before and after the seed. */
async function buildTemplates(dir: string) {
  await mkdir(dir, { recursive: true })
  const db = await openRsvpDatabase()
  try {
    await writeAtomically(path.join(dir, 'migrated.tar'), db)
    await db.exec(await readFile(seedFile, 'utf8'))
    await writeAtomically(path.join(dir, 'seeded.tar'), db)
  } finally {
    await db.close()
  }
}

/** Deletes the copies of older migrations; run before any test process may read one. */
export async function removeOtherTemplates(keep: string) {
  const entries = await readdir(cacheDir).catch(() => [])
  await Promise.all(
    entries
      .filter((entry) => entry !== keep)
      .map((entry) => rm(path.join(cacheDir, entry), { recursive: true, force: true })),
  )
}

/** The folder holding migrated.tar and seeded.tar for the current migrations, built if missing. */
export async function ensureTemplates(): Promise<{ key: string; dir: string }> {
  const key = await templateKey(await templateInputs())
  const dir = path.join(cacheDir, key)
  const built = await Promise.all(
    ['migrated.tar', 'seeded.tar'].map((file) => exists(path.join(dir, file))),
  )
  if (!built.every(Boolean)) await buildTemplates(dir)
  return { key, dir }
}

const templates = new Map<Kind, Promise<Blob>>()

function template(kind: Kind): Promise<Blob> {
  let blob = templates.get(kind)
  if (!blob) {
    blob = ensureTemplates().then(
      async ({ dir }) => new Blob([await readFile(path.join(dir, `${kind}.tar`))]),
    )
    templates.set(kind, blob)
  }
  return blob
}

/**
 * openRsvpDatabase for tests: a new database started from a copy of the migrated (and, with
 * seed, seeded) one instead of running initdb, the bootstrap and every migration again.
 */
export async function openMigratedDatabase(options: OpenOptions = {}): Promise<PGlite> {
  return openRsvpDatabase({
    ...options,
    template: await template(options.seed ? 'seeded' : 'migrated'),
  })
}

/**
 * Saves every row of the app's tables and its sequences inside the database, in a schema of its
 * own, so restoreSnapshot can put a test file's one database back as it was before each test.
 * Far cheaper than opening a new copy (about a second of WebAssembly start-up each time).
 */
export async function takeSnapshot(db: PGliteInterface): Promise<void> {
  await db.exec(`
    create schema test_snapshot;
    create table test_snapshot.saved_tables as
      select c.oid::regclass as relation, row_number() over () as position
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname not in
        ('pg_catalog', 'information_schema', 'supabase_migrations', 'test_snapshot')
        and n.nspname not like 'pg_%';
    create table test_snapshot.saved_sequences as
      select format('%I.%I', schemaname, sequencename) as name,
             coalesce(last_value, start_value) as value, last_value is not null as called
      from pg_sequences;
    do $$
    declare saved record;
    begin
      for saved in select * from test_snapshot.saved_tables loop
        execute format('create table test_snapshot.rows_%s as select * from %s',
                       saved.position, saved.relation);
      end loop;
    end $$;
    create function test_snapshot.restore() returns void language plpgsql as $$
    declare
      saved record;
      columns text;
    begin
      -- The rows go back as they were: no trigger may add history or refuse an old number.
      set local session_replication_role = replica;
      execute (select 'truncate ' || string_agg(relation::text, ', ') || ' restart identity'
               from test_snapshot.saved_tables);
      for saved in select * from test_snapshot.saved_tables loop
        select string_agg(quote_ident(attname), ', ' order by attnum) into columns
        from pg_attribute
        where attrelid = saved.relation and attnum > 0 and not attisdropped and attgenerated = '';
        execute format('insert into %s (%s) overriding system value select %s from test_snapshot.rows_%s',
                       saved.relation, columns, columns, saved.position);
      end loop;
      for saved in select * from test_snapshot.saved_sequences loop
        perform setval(saved.name, saved.value, saved.called);
      end loop;
    end $$;
  `)
}

/** Puts back the rows and sequences takeSnapshot saved. */
export async function restoreSnapshot(db: PGliteInterface): Promise<void> {
  await db.transaction((tx) => tx.query('select test_snapshot.restore()').then(() => undefined))
}
