import type { PGlite } from '@electric-sql/pglite'
import type { StoredGuestRow, StoredInvitation } from '../../support/stored-guest-row'

/** A row of rsvp_guests as the owner sees it. */
export type GuestRow = Pick<StoredGuestRow, 'id'> & StoredInvitation

export type HistoryRow = {
  guest_id: number
  /** null when the couple cleared the answer */
  will_attend: boolean | null
  confirmed_tickets: number
  answered_at: Date
  changed_by: 'guest' | 'couple' | 'couple_restore'
}

export async function guestRow(db: PGlite, key: string): Promise<GuestRow> {
  const { rows } = await db.query<GuestRow>(
    'select * from public.rsvp_guests where human_key = $1',
    [key],
  )
  const row = rows[0]
  if (!row) throw new Error(`no invitation ${key}`)
  return row
}

export async function allGuests(db: PGlite): Promise<GuestRow[]> {
  return (await db.query<GuestRow>('select * from public.rsvp_guests order by id')).rows
}

export async function historyOf(db: PGlite, key: string): Promise<HistoryRow[]> {
  const { rows } = await db.query<HistoryRow>(
    `select h.guest_id, h.will_attend, h.confirmed_tickets, h.answered_at, h.changed_by
     from public.rsvp_history h join public.rsvp_guests g on g.id = h.guest_id
     where g.human_key = $1
     order by h.id`,
    [key],
  )
  return rows
}

export async function historyCount(db: PGlite): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from public.rsvp_history',
  )
  return rows[0]?.count ?? 0
}

export async function setDeadline(db: PGlite, date: string): Promise<void> {
  await db.query('update public.rsvp_settings set modification_deadline = $1::date', [date])
}

/** The UTC calendar date `days` away from the database's own clock, as YYYY-MM-DD. */
export async function utcDate(db: PGlite, days: number): Promise<string> {
  const { rows } = await db.query<{ date: string }>(
    "select to_char((now() at time zone 'UTC')::date + $1::int, 'YYYY-MM-DD') as date",
    [days],
  )
  const date = rows[0]?.date
  if (!date) throw new Error('no date')
  return date
}

/** Failures recorded for an address bucket; null counts those recorded without an address. */
export async function failureCount(db: PGlite, address: string | null): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from public.rsvp_lookup_failures where client_address is not distinct from $1',
    [address],
  )
  return rows[0]?.count ?? 0
}
