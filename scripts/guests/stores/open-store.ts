import { stat } from 'node:fs/promises'
import path from 'node:path'
import { displayPath } from '../../../server/rsvp/data-dir'
import { DataDirHeld, lockDataDir } from '../../../server/rsvp/data-dir-lock'
import { openRsvpDatabase } from '../../../server/rsvp/open-database'
import type { StoreConfig } from '../config'
import type { GuestStore } from './guest-store'
import { createPgliteStore } from './pglite-store'
import { StoreError } from './store-error'
import { createSupabaseStore } from './supabase-store'

/** Opens the guest list the configuration names; `note` hears what the couple should know. */
export async function openStore(
  config: StoreConfig,
  note: (text: string) => void,
): Promise<GuestStore> {
  if (config.kind === 'supabase') return createSupabaseStore(config)
  return openEmbeddedStore(config.dataDir, note)
}

async function openEmbeddedStore(dataDir: string, note: (text: string) => void) {
  const where = displayPath(dataDir)
  const existed = (await stat(path.join(dataDir, 'PG_VERSION')).catch(() => null)) !== null
  // PGlite has no lock of its own; a second process on the folder would silently diverge
  const unlock = await lockDataDir(dataDir).catch((error: Error) => {
    if (!(error instanceof DataDirHeld)) throw new StoreError(error.message)
    throw new StoreError(
      `The embedded database in ${where} is in use by another program (process ${error.pid}), ` +
        'probably npm start or npm run dev. Stop it (Ctrl+C in its terminal) and run this ' +
        'command again.',
    )
  })
  try {
    const db = await openRsvpDatabase({ dataDir, seed: true })
    if (!existed) {
      note(
        `There was no embedded database in ${where} yet: created it with the demo invitations ` +
          'of supabase/seed.sql.',
      )
    }
    return createPgliteStore(db, {
      label: `the embedded database in ${where}`,
      onClose: () => db.close().finally(unlock),
    })
  } catch (error) {
    await unlock()
    throw new StoreError(
      `Could not open the embedded database in ${where}: ${(error as Error).message}`,
    )
  }
}
