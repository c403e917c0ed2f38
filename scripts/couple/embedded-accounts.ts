import {
  type AccountRole,
  addEmbeddedAccount,
  listEmbeddedAccounts,
  removeEmbeddedAccount,
} from '../../server/auth/accounts'
import { openEmbeddedDatabase } from '../guests/stores/open-embedded-database'
import type { CoupleAccounts } from './couple-accounts'

/** The accounts of the embedded server, in its database; the folder must not be open elsewhere. */
export async function openEmbeddedAccounts(
  dataDir: string,
  role: AccountRole = 'couple',
): Promise<CoupleAccounts> {
  const { db, label, close } = await openEmbeddedDatabase(dataDir)
  return {
    label,
    add: (email, password) => addEmbeddedAccount(db, email, password, role),
    remove: (email) => removeEmbeddedAccount(db, email, role),
    list: () => listEmbeddedAccounts(db, role),
    close,
  }
}
