import type { PGlite } from '@electric-sql/pglite'
import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  bootstrapFile,
  migrationFiles,
  openRsvpDatabase,
  seedFile,
  setModificationDeadline,
  type OpenOptions,
} from '../../server/rsvp/open-database'
import { borrowDatabase } from './database-pool'

export { restoreSnapshot, takeSnapshot } from './database-snapshot'

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
 * openRsvpDatabase for tests: a database started from a copy of the migrated (and, with seed,
 * seeded) one instead of running initdb, the bootstrap and every migration again. In memory, it
 * is the worker's idle database of that kind when another file has closed one
 * (`database-pool.ts`), put back as it was opened.
 */
export async function openMigratedDatabase(options: OpenOptions = {}): Promise<PGlite> {
  const kind = options.seed ? 'seeded' : 'migrated'
  if (options.dataDir) return openRsvpDatabase({ ...options, template: await template(kind) })
  const { modificationDeadline, ...opening } = options
  const db = await borrowDatabase(kind, async () =>
    openRsvpDatabase({ ...opening, template: await template(kind) }),
  )
  if (modificationDeadline) await setModificationDeadline(db, modificationDeadline)
  return db
}
