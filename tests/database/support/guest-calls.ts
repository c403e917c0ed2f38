import type { PGlite } from '@electric-sql/pglite'
import type { Invitation } from '../../../web/src/features/rsvp/api/invitation'
import { asAnon, asRole, type RequestHeaders } from './as-anon'

type Row = { result: Invitation | null }

export async function findInvitation(
  db: PGlite,
  address: string,
  key: string | null,
): Promise<Invitation | null> {
  const { rows } = await asAnon<Row>(
    db,
    address,
    'select public.find_invitation($1::text) as result',
    [key],
  )
  return rows[0]?.result ?? null
}

export async function findInvitationWithHeaders(
  db: PGlite,
  headers: RequestHeaders,
  key: string,
): Promise<Invitation | null> {
  const { rows } = await asRole<Row>(
    db,
    'anon',
    headers,
    'select public.find_invitation($1::text) as result',
    [key],
  )
  return rows[0]?.result ?? null
}

/** The answer's result: the updated invitation, or null for an unknown number. */
export async function respondOrNull(
  db: PGlite,
  address: string,
  key: string,
  willAttend: boolean | null,
  tickets: number | null,
): Promise<Invitation | null> {
  const { rows } = await asAnon<Row>(
    db,
    address,
    'select public.respond_invitation($1::text, $2::boolean, $3::integer) as result',
    [key, willAttend, tickets],
  )
  return rows[0]?.result ?? null
}

export async function respondInvitation(
  db: PGlite,
  address: string,
  key: string,
  willAttend: boolean | null,
  tickets: number | null,
): Promise<Invitation> {
  const result = await respondOrNull(db, address, key, willAttend, tickets)
  if (!result) throw new Error('respond_invitation returned no record')
  return result
}
