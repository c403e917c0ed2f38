import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll } from 'vitest'
import type { OpenOptions } from '../../../server/rsvp/open-database'
import { openMigratedDatabase } from '../../support/database-template'

// creating PGlite compiles Postgres to WebAssembly: seconds on a busy machine
const openTimeout = 60_000

/**
 * One fresh in-memory database (migrations + seed) for the calling test file; tests keep apart
 * by using different invitations and client addresses.
 */
export function seededDatabase(
  options: OpenOptions = {},
  prepare?: (db: PGlite) => Promise<void>,
): () => PGlite {
  let db: PGlite | undefined
  beforeAll(async () => {
    db = await openMigratedDatabase({ seed: true, ...options })
    await prepare?.(db)
  }, openTimeout)
  afterAll(async () => {
    await db?.close()
  })
  return () => {
    if (!db) throw new Error('the database is not open yet')
    return db
  }
}
