import { readdir, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultDataDir } from './open-database.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const projectDataRoot = path.join(root, '.data')

type RsvpEnv = { RSVP_DATA_DIR?: string; RSVP_MODIFICATION_DEADLINE?: string }

/** Where the embedded database lives: RSVP_DATA_DIR (relative to the repository) or .data/rsvp. */
export function dataDirFromEnv(env: RsvpEnv = process.env): string {
  const configured = env.RSVP_DATA_DIR?.trim()
  return configured ? path.resolve(root, configured) : defaultDataDir
}

export function modificationDeadlineFromEnv(env: RsvpEnv = process.env): string | undefined {
  return env.RSVP_MODIFICATION_DEADLINE?.trim() || undefined
}

/** The folder as a person reads it: relative inside the repository, absolute elsewhere. */
export function displayPath(dir: string): string {
  const relative = path.relative(root, dir)
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dir
}

const isInside = (dir: string, parent: string) => {
  const relative = path.relative(parent, dir)
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
}

/**
 * Why deleting `dir` would be unsafe, or null when it is plainly an RSVP data folder: inside the
 * project's .data/, or elsewhere but missing, empty, or a PostgreSQL data folder (PG_VERSION).
 */
export async function whyNotDeletable(dir: string): Promise<string | null> {
  if (dir === root || isInside(root, dir)) return 'it contains the project itself'
  if (dir === os.homedir() || dir === path.parse(dir).root) return 'it is a system folder'
  if (isInside(dir, projectDataRoot)) return null
  if (isInside(dir, root)) return 'inside the project, only folders under .data/ hold data'
  const info = await stat(dir).catch(() => null)
  if (!info) return null
  if (!info.isDirectory()) return 'it is a file, not a folder'
  const entries = await readdir(dir)
  if (entries.length === 0 || entries.includes('PG_VERSION')) return null
  return 'it is not empty and holds no PostgreSQL data (no PG_VERSION file)'
}
