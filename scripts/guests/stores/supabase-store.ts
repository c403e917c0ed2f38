import { createClient, type WebSocketLikeConstructor } from '@supabase/supabase-js'
import {
  byHumanKey,
  guestRecordsFromRows,
  type GuestChanges,
  type GuestRecord,
  type GuestStore,
  listHistoryEntryFromRow,
  type ListHistoryEntry,
  type PersonEntry,
  personEntryFromRow,
  type ResetOutcome,
  resetOutcomeOf,
  type DeadlineChange,
  type Deadlines,
  writeArguments,
  writesSomething,
  type StoredSeating,
} from './guest-store'
import { readSeating } from '../../../web/src/lib/guest-list/seating'
import { StoreError } from './store-error'
import type { Database } from '../../../web/src/lib/guest-list/database-types'
import { callRpc } from '../../../web/src/lib/guest-list/call-rpc'
import {
  RpcError,
  rpcErrorFromResponse,
  type PostgrestErrorBody,
} from '../../../web/src/lib/guest-list/rpc-error'

export type SupabaseStoreOptions = {
  url: string
  serviceRoleKey: string
  /** For tests: answers requests instead of the network. */
  fetch?: typeof fetch
}

// PostgREST's default max-rows; asking page by page works whatever the project sets
const pageSize = 1000

type Page<T> = { data: T[] | null; error: PostgrestErrorBody | null; status: number }

async function allPages<T>(page: (from: number, to: number) => PromiseLike<Page<T>>) {
  const rows: T[] = []
  for (let from = 0; ; from += pageSize) {
    const { data, error, status } = await page(from, from + pageSize - 1)
    if (error) throw supabaseError(rpcErrorFromResponse(error, status))
    rows.push(...(data ?? []))
    if ((data ?? []).length < pageSize) return rows
  }
}

/** What the couple can do about a failed call, in the tools' English. */
export function supabaseError(error: RpcError): StoreError {
  if (error.code === '42501' || /invalid api key|jwt/i.test(error.message)) {
    return new StoreError(
      `Supabase refused the key (${error.message}). SUPABASE_SERVICE_ROLE_KEY must be the ` +
        'service_role secret from Project Settings → API keys, not the anon key.',
    )
  }
  if (error.code === 'PGRST205' || error.code === '42P01') {
    return new StoreError(
      `Supabase has no RSVP tables yet (${error.message}). Apply the migrations first: ` +
        'npx supabase db push.',
    )
  }
  if (error.code === 'network') {
    return new StoreError(`Could not reach Supabase: ${error.message}. Check SUPABASE_URL.`)
  }
  return new StoreError(
    `Supabase answered with an error: ${error.message}${error.detail ? ` (${error.detail})` : ''}`,
  )
}

const throwStoreError = (error: unknown): never => {
  throw error instanceof RpcError ? supabaseError(error) : error
}

// supabase-js builds its Realtime client up front and, on Node 20 (no global WebSocket), throws
// unless given a transport; these tools never subscribe, so one that refuses is enough
const noRealtime = function NoRealtime() {
  throw new Error('The guest-list tools do not use Supabase Realtime')
} as unknown as WebSocketLikeConstructor

export function createSupabaseStore(options: SupabaseStoreOptions): GuestStore {
  const supabase = createClient<Database>(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: options.fetch ? { fetch: options.fetch } : {},
    realtime: { transport: noRealtime },
  })

  return {
    label: `Supabase (${new URL(options.url).host})`,

    async list(): Promise<GuestRecord[]> {
      const rows = await allPages((from, to) =>
        supabase
          .from('rsvp_guests')
          .select(
            'id, human_key, family_name, family_chief, available_tickets, phone, event_keys, confirmed_tickets, will_attend, confirmed_at, rsvp_tables(name)',
          )
          .order('id')
          .range(from, to),
      )
      return guestRecordsFromRows(
        rows.map(({ rsvp_tables, ...row }) => ({ ...row, table_name: rsvp_tables?.name ?? null })),
      )
    },

    async history(): Promise<ListHistoryEntry[]> {
      const rows = await allPages((from, to) =>
        supabase
          .from('rsvp_history')
          .select(
            'id, will_attend, confirmed_tickets, answered_at, changed_by, rsvp_guests(human_key, family_name)',
          )
          .order('answered_at')
          .order('id')
          .range(from, to),
      )
      return rows.map((row) =>
        listHistoryEntryFromRow({
          ...row,
          human_key: row.rsvp_guests.human_key,
          family_name: row.rsvp_guests.family_name,
        }),
      )
    },

    async people(): Promise<PersonEntry[]> {
      const rows = await allPages((from, to) =>
        supabase
          .from('rsvp_attendees')
          .select(
            'guest_id, position, full_name, is_child, meal, meal_details, events, rsvp_guests(human_key, family_name)',
          )
          .order('guest_id')
          .order('position')
          .range(from, to),
      )
      return rows
        .map((row) =>
          personEntryFromRow({
            ...row,
            human_key: row.rsvp_guests.human_key,
            family_name: row.rsvp_guests.family_name,
          }),
        )
        .sort(byHumanKey)
    },

    async write(changes: GuestChanges): Promise<void> {
      // the invitations, the new tables and the seats in one request, so one transaction
      if (!writesSomething(changes)) return
      await callRpc(supabase, 'couple_import_invitations', writeArguments(changes)).catch(
        throwStoreError,
      )
    },

    async seating(): Promise<StoredSeating> {
      const plan = await callRpc(supabase, 'couple_seating').catch(throwStoreError)
      const apart = await allPages((from, to) =>
        supabase
          .from('rsvp_person_seats')
          .select('guest_id, position, rsvp_guests(human_key), rsvp_tables(name)')
          .order('guest_id')
          .order('position')
          .range(from, to),
      )
      return {
        tables: readSeating(plan).tables,
        apart: apart
          .map((row) => ({
            humanKey: row.rsvp_guests.human_key,
            position: row.position,
            tableName: row.rsvp_tables.name,
          }))
          .sort((a, b) => byHumanKey(a, b) || a.position - b.position),
      }
    },

    async resetAnswer(humanKey: string): Promise<ResetOutcome> {
      try {
        await callRpc(supabase, 'couple_clear_answer', { p_human_key: humanKey })
        return 'cleared'
      } catch (error) {
        const outcome = error instanceof RpcError ? resetOutcomeOf(error.code) : null
        if (outcome) return outcome
        return throwStoreError(error)
      }
    },

    async deadlines(): Promise<Deadlines> {
      const general = await supabase.from('rsvp_settings').select('modification_deadline')
      if (general.error) throw supabaseError(rpcErrorFromResponse(general.error, general.status))
      const own = await allPages((from, to) =>
        supabase
          .from('rsvp_guests')
          .select('human_key, family_name, modification_deadline')
          .not('modification_deadline', 'is', null)
          .order('human_key')
          .range(from, to),
      )
      return {
        general: general.data[0]?.modification_deadline ?? '',
        own: own.map((row) => ({
          humanKey: row.human_key,
          familyName: row.family_name,
          deadline: row.modification_deadline ?? '',
        })),
      }
    },

    async setDeadline(change: DeadlineChange): Promise<boolean> {
      try {
        await (change.humanKey === null
          ? callRpc(supabase, 'couple_set_modification_deadline', { p_deadline: change.deadline })
          : callRpc(supabase, 'couple_set_invitation_deadline', {
              p_human_key: change.humanKey,
              p_deadline: change.deadline,
            }))
        return true
      } catch (error) {
        if (error instanceof RpcError && error.code === 'couple_not_found') return false
        return throwStoreError(error)
      }
    },

    async close() {},
  }
}
