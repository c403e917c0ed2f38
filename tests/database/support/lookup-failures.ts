import type { PGlite } from '@electric-sql/pglite'
import { expect } from 'vitest'
import type { RequestHeaders } from './as-anon'
import { findInvitation, findInvitationWithHeaders } from './guest-calls'

/** Looks up `times` unknown keys from one address, each returning null. */
export async function miss(db: PGlite, address: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    expect(await findInvitation(db, address, `X${i % 10}`)).toBeNull()
  }
}

export async function missWithHeaders(db: PGlite, headers: RequestHeaders): Promise<void> {
  expect(await findInvitationWithHeaders(db, headers, 'ZZ9')).toBeNull()
}

/** Inserts failures as if they had happened `age` ago (PGlite's clock cannot be moved). */
export async function addPastFailures(
  db: PGlite,
  address: string,
  times: number,
  age: string,
): Promise<void> {
  await db.query(
    `insert into public.rsvp_lookup_failures (client_address, failed_at)
     select $1, now() - $2::interval from generate_series(1, $3::int)`,
    [address, age, times],
  )
}
