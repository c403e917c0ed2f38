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
} from './guest-store'
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
          `select human_key, family_name, family_chief, available_tickets, phone, event_keys,
                  confirmed_tickets, will_attend, confirmed_at
           from public.rsvp_guests`,
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
      const { p_invitations, p_update_existing } = writeArguments(changes)
      await asServiceRole(db, (tx) =>
        tx.query('select public.couple_import_invitations($1::json, $2)', [
          JSON.stringify(p_invitations),
          p_update_existing,
        ]),
      )
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
