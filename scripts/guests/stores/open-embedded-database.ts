import type { PGlite } from '@electric-sql/pglite'
import { displayPath } from '../../../server/rsvp/data-dir'
import { DataDirHeld, lockDataDir } from '../../../server/rsvp/data-dir-lock'
import { openRsvpDatabase } from '../../../server/rsvp/open-database'
import { StoreError } from './store-error'

export type EmbeddedDatabase = {
  db: PGlite
  /** "the embedded database in <folder>", for messages. */
  label: string
  /** Closes the database, then frees the folder for the servers. */
  close: () => Promise<void>
}

/**
 * Opens the embedded database of a data folder for a command, holding the folder's lock so no
 * server opens it meanwhile; says in English what to do when it cannot.
 */
export async function openEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const where = displayPath(dataDir)
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
    return {
      db,
      label: `the embedded database in ${where}`,
      close: () => db.close().finally(unlock),
    }
  } catch (error) {
    await unlock()
    throw new StoreError(
      `Could not open the embedded database in ${where}: ${(error as Error).message}`,
    )
  }
}
