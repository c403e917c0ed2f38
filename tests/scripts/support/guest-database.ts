import type { PGliteInterface } from '@electric-sql/pglite'
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { seedFile } from '../../../server/rsvp/open-database'
import type { GuestStore } from '../../../scripts/guests/stores/guest-store'
import { createEmbeddedStore } from '../../../scripts/guests/stores/embedded-store'
import {
  openMigratedDatabase,
  restoreSnapshot,
  takeSnapshot,
} from '../../support/database-template'
import type { StoredGuestRow, StoredInvitation } from '../../support/stored-guest-row'

// starting PGlite from the migrated copy still starts Postgres in WebAssembly: seconds when busy
const openTimeout = 60_000

export type TestDatabase = { db: PGliteInterface; store: GuestStore }

/**
 * The seeded in-memory database, as the seed left it at the start of every test, so one test's
 * import never shows up in another. One database per file, its rows put back before each test.
 */
export function freshSeededDatabase(): () => TestDatabase {
  let current: TestDatabase | undefined
  beforeAll(async () => {
    const db = await openMigratedDatabase({ seed: true })
    await takeSnapshot(db)
    current = { db, store: createEmbeddedStore(db, { label: 'the test database' }) }
  }, openTimeout)
  beforeEach(() => restoreSnapshot(database().db))
  afterAll(async () => {
    await current?.db.close()
    current = undefined
  })
  const database = () => {
    if (!current) throw new Error('the test database is not open yet')
    return current
  }
  return database
}

export type GuestRow = StoredInvitation & Pick<StoredGuestRow, 'phone'>

export async function guestRows(db: PGliteInterface): Promise<GuestRow[]> {
  const { rows } = await db.query<GuestRow>(
    `select human_key, family_name, family_chief, available_tickets, phone, confirmed_tickets,
            will_attend, confirmed_at
     from public.rsvp_guests order by human_key`,
  )
  return rows
}

export type SeedInvitation = {
  humanKey: string
  familyName: string
  familyChief: string
  availableTickets: number
  confirmedTickets: number
  willAttend: boolean | null
}

/** The invitations supabase/seed.sql inserts, read from its text. */
export async function seedInvitations(): Promise<SeedInvitation[]> {
  const sql = await readFile(seedFile, 'utf8')
  const tuple =
    /\(\s*'([^']*)',\s*'([^']*)',\s*'([^']*)',\s*(\d+),\s*(\d+),\s*(null|true|false),\s*(?:null|timestamptz '[^']*')\s*\)/g
  return [...sql.matchAll(tuple)].map((match) => ({
    humanKey: match[1] ?? '',
    familyName: match[2] ?? '',
    familyChief: match[3] ?? '',
    availableTickets: Number(match[4]),
    confirmedTickets: Number(match[5]),
    willAttend: match[6] === 'null' ? null : match[6] === 'true',
  }))
}
