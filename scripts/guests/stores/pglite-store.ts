import type { PGliteInterface, Transaction } from '@electric-sql/pglite'
import {
  guestRecordsFromRows,
  type GuestTableRow,
  type GuestChanges,
  type GuestRecord,
  type GuestStore,
  type HistoryRow,
  listHistoryEntryFromRow,
  type ListHistoryEntry,
  type PersonEntry,
  personEntryFromRow,
  type PersonRow,
  type ResetOutcome,
  resetOutcomeOf,
  type DeadlineChange,
  type Deadlines,
  writeArguments,
  writesSomething,
  type StoredSeating,
} from './guest-store'
import type { Composite } from '../../../web/src/lib/guest-list/records'
import { readSeating } from '../../../web/src/lib/guest-list/seating'
import { runAsRole } from '../../../server/rsvp/request-role'

export type PgliteStoreOptions = {
  label: string
  /** Runs after close(); the caller that opened the database decides what closing means. */
  onClose?: () => Promise<void>
}

/** The same privileges the service-role key has in Supabase, not PGlite's superuser. */
function asServiceRole<T>(db: PGliteInterface, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return runAsRole(db, { role: 'service_role' }, work)
}

export function createPgliteStore(db: PGliteInterface, options: PgliteStoreOptions): GuestStore {
  return {
    label: options.label,

    async list(): Promise<GuestRecord[]> {
      const { rows } = await asServiceRole(db, (tx) =>
        tx.query<GuestTableRow>(
          `select g.human_key, g.family_name, g.family_chief, g.available_tickets, g.phone,
                  g.event_keys, g.confirmed_tickets, g.will_attend, g.confirmed_at,
                  t.name as table_name
           from public.rsvp_guests g
           left join public.rsvp_tables t on t.id = g.table_id`,
        ),
      )
      return guestRecordsFromRows(rows)
    },

    async history(): Promise<ListHistoryEntry[]> {
      const { rows } = await asServiceRole(db, (tx) =>
        tx.query<HistoryRow>(
          `select g.human_key, g.family_name, h.will_attend, h.confirmed_tickets, h.answered_at,
                  h.changed_by
           from public.rsvp_history h
           join public.rsvp_guests g on g.id = h.guest_id
           order by h.answered_at, h.id`,
        ),
      )
      return rows.map(listHistoryEntryFromRow)
    },

    async people(): Promise<PersonEntry[]> {
      const { rows } = await asServiceRole(db, (tx) =>
        tx.query<PersonRow>(
          `select g.human_key, g.family_name, a.full_name, a.is_child, a.meal, a.meal_details,
                  a.events
           from public.rsvp_attendees a
           join public.rsvp_guests g on g.id = a.guest_id
           order by g.human_key, a.position`,
        ),
      )
      return rows.map(personEntryFromRow)
    },

    async write(changes: GuestChanges): Promise<void> {
      if (!writesSomething(changes)) return
      const args = writeArguments(changes)
      // the invitations, the new tables and the seats in one call: all of it or nothing
      await asServiceRole(db, (tx) =>
        tx.query('select public.couple_import_invitations($1::json, $2, $3, $4, $5)', [
          JSON.stringify(args.p_invitations),
          args.p_update_existing,
          args.p_new_tables,
          args.p_seat_numbers,
          args.p_seat_tables,
        ]),
      )
    },

    async seating(): Promise<StoredSeating> {
      return asServiceRole(db, async (tx) => {
        const plan = await tx.query<{ seating: Composite<'seating_plan'> | null }>(
          'select to_json(public.couple_seating()) as seating',
        )
        const apart = await tx.query<{ humanKey: string; position: number; tableName: string }>(
          `select g.human_key as "humanKey", s.position, t.name as "tableName"
           from public.rsvp_person_seats s
           join public.rsvp_guests g on g.id = s.guest_id
           join public.rsvp_tables t on t.id = s.table_id
           order by g.human_key, s.position`,
        )
        const { tables } = readSeating(plan.rows[0]?.seating)
        return { tables, apart: apart.rows }
      })
    },

    async resetAnswer(humanKey: string): Promise<ResetOutcome> {
      try {
        await asServiceRole(db, (tx) =>
          tx.query('select public.couple_clear_answer($1)', [humanKey]),
        )
        return 'cleared'
      } catch (error) {
        const outcome = resetOutcomeOf((error as Error).message)
        if (outcome) return outcome
        throw error
      }
    },

    async deadlines(): Promise<Deadlines> {
      return asServiceRole(db, async (tx) => {
        const general = await tx.query<{ deadline: string }>(
          "select to_char(modification_deadline, 'YYYY-MM-DD') as deadline from public.rsvp_settings",
        )
        const own = await tx.query<{ humanKey: string; familyName: string; deadline: string }>(
          `select human_key as "humanKey", family_name as "familyName",
                  to_char(modification_deadline, 'YYYY-MM-DD') as deadline
           from public.rsvp_guests where modification_deadline is not null order by human_key`,
        )
        return { general: general.rows[0]?.deadline ?? '', own: own.rows }
      })
    },

    async setDeadline(change: DeadlineChange): Promise<boolean> {
      try {
        await asServiceRole(db, (tx) =>
          change.humanKey === null
            ? tx.query('select public.couple_set_modification_deadline($1::date)', [
                change.deadline,
              ])
            : tx.query('select public.couple_set_invitation_deadline($1, $2::date)', [
                change.humanKey,
                change.deadline,
              ]),
        )
        return true
      } catch (error) {
        if ((error as Error).message === 'couple_not_found') return false
        throw error
      }
    },

    async close() {
      await options.onClose?.()
    },
  }
}
