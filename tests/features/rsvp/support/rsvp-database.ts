import type { PGlite } from '@electric-sql/pglite'
import { readFile } from 'node:fs/promises'
import { seedFile } from '../../../../server/rsvp/open-database'
import { openMigratedDatabase } from '../../../support/database-template'
import type { StoredGuestRow } from '../../../support/stored-guest-row'

const databases = new Map<string, Promise<PGlite>>()

async function restoreSeed(db: PGlite) {
  const seed = await readFile(seedFile, 'utf8')
  await db.exec(
    `truncate public.rsvp_guests, public.rsvp_lookup_failures restart identity cascade;
     ${seed}`,
  )
}

/**
 * The seeded database with this modification deadline, as the seed left it. Opening one takes
 * seconds, so each deadline is opened once per test file and its rows are restored before
 * every test.
 */
export async function freshRsvpDatabase(modificationDeadline = '2025-10-05'): Promise<PGlite> {
  let database = databases.get(modificationDeadline)
  if (!database) {
    database = openMigratedDatabase({ seed: true, modificationDeadline })
    databases.set(modificationDeadline, database)
  }
  const db = await database
  await restoreSeed(db)
  return db
}

export async function closeRsvpDatabases() {
  const open = [...databases.values()]
  databases.clear()
  await Promise.all(open.map(async (database) => (await database).close()))
}

/** confirmed_at is read as text here (`confirmed_at::text`). */
export type GuestRow = Pick<
  StoredGuestRow,
  'available_tickets' | 'confirmed_tickets' | 'will_attend'
> & { confirmed_at: string | null }

/** The stored row, read as the owner (the page never can). */
export async function storedGuest(db: PGlite, humanKey: string): Promise<GuestRow | undefined> {
  const { rows } = await db.query<GuestRow>(
    'select available_tickets, confirmed_tickets, will_attend, confirmed_at::text from public.rsvp_guests where human_key = $1',
    [humanKey],
  )
  return rows[0]
}

export async function historyCount(db: PGlite, humanKey: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from public.rsvp_history h
     join public.rsvp_guests g on g.id = h.guest_id where g.human_key = $1`,
    [humanKey],
  )
  return rows[0]?.count ?? 0
}
