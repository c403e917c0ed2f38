import { displayPath } from '../../server/rsvp/data-dir'
import { DataDirHeld, lockDataDir } from '../../server/rsvp/data-dir-lock'
import { openRsvpDatabase } from '../../server/rsvp/open-database'
import {
  addEmbeddedAccount,
  listEmbeddedAccounts,
  removeEmbeddedAccount,
} from '../../server/auth/accounts'
import { StoreError } from '../guests/stores/store-error'
import type { CoupleAccounts } from './couple-accounts'

/** The accounts of the embedded server, in its database; the folder must not be open elsewhere. */
export async function openEmbeddedAccounts(dataDir: string): Promise<CoupleAccounts> {
  const where = displayPath(dataDir)
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
      label: `the embedded database in ${where}`,
      add: (email, password) => addEmbeddedAccount(db, email, password),
      remove: (email) => removeEmbeddedAccount(db, email),
      list: () => listEmbeddedAccounts(db),
      close: () => db.close().finally(unlock),
    }
  } catch (error) {
    await unlock()
    throw new StoreError(
      `Could not open the embedded database in ${where}: ${(error as Error).message}`,
    )
  }
}
