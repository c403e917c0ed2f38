import { readdir, rm, stat } from 'node:fs/promises'
import { whyNotDeletable } from './data-dir'
import { DataDirHeld, lockDataDir } from './data-dir-lock'
import { migrationsDir, openRsvpDatabase } from './open-database'

export type ResetReport = {
  deleted: boolean
  migrations: number
  invitations: number
  answered: number
  modificationDeadline: string
}

export class ResetRefused extends Error {}

/** Deletes the embedded database folder and creates it again with migrations and, unless told otherwise, the seed. */
export async function resetDatabase(
  dataDir: string,
  options: { modificationDeadline?: string; seed?: boolean } = {},
): Promise<ResetReport> {
  const unsafe = await whyNotDeletable(dataDir)
  if (unsafe) throw new ResetRefused(`${dataDir} does not look like an RSVP data folder: ${unsafe}`)
  const unlock = await lockDataDir(dataDir).catch((error: unknown) => {
    if (!(error instanceof DataDirHeld)) throw error
    throw new ResetRefused(
      `${dataDir} is open in process ${error.pid} (npm run dev or npm start?); stop it first`,
    )
  })
  let deleted: boolean
  try {
    deleted = (await stat(dataDir).catch(() => null)) !== null
    await rm(dataDir, { recursive: true, force: true })
  } catch (error) {
    await unlock()
    throw error
  }
  try {
    const db = await openRsvpDatabase({ dataDir, ...options, seed: options.seed ?? true })
    try {
      const { rows } = await db.query<Omit<ResetReport, 'deleted' | 'migrations'>>(
        `select count(*)::int as invitations,
                count(*) filter (where will_attend is not null)::int as answered,
                (select modification_deadline::text from public.rsvp_settings) as "modificationDeadline"
         from public.rsvp_guests`,
      )
      const migrations = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql'))
      const counts = rows[0] ?? { invitations: 0, answered: 0, modificationDeadline: '' }
      return { deleted, migrations: migrations.length, ...counts }
    } finally {
      await db.close()
    }
  } finally {
    await unlock()
  }
}
