import { createClient, type WebSocketLikeConstructor } from '@supabase/supabase-js'
import {
  byHumanKey,
  guestRecordsFromRows,
  type GuestChanges,
  type GuestRecord,
  type GuestStore,
  type GuestTableRow,
  type HistoryRow,
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
import { readSeating, type SeatingTable } from '../../../web/src/lib/guest-list/seating'
import { StoreError } from './store-error'
import type { Database } from '../../../web/src/lib/guest-list/database-types'
import { callRpc, type RpcCallArgs, type RpcName } from '../../../web/src/lib/guest-list/call-rpc'
import { RpcError } from '../../../web/src/lib/guest-list/rpc-error'
import type { ExplainFailure } from './api-failures'

export type ApiStoreOptions = {
  /** The API's address: a Supabase project, the running site, or any for a `fetch` of its own. */
  url: string
  /** A key of the service role: Supabase's service-role key, or the embedded server's. */
  serviceRoleKey: string
  /** Where the data lives, as the couple reads it. */
  label: string
  /** What the couple can do about a failed call. */
  explain: ExplainFailure
  /** Answers requests instead of the network: the embedded API in this process, or a test's. */
  fetch?: typeof fetch
}

/** An invitation of couple_invitations(): the fields the tools read, checked by their records. */
type InvitationJson = Omit<GuestTableRow, 'confirmed_at'> & {
  confirmed_at: string | null
  modification_deadline: string | null
  people: {
    name: string | null
    child: boolean
    meal: string | null
    meal_details: string | null
    events: string[]
  }[]
  person_tables: { position: number; table_name: string }[]
}

// supabase-js builds its Realtime client up front and, on Node 20 (no global WebSocket), throws
// unless given a transport; these tools never subscribe, so one that refuses is enough
const noRealtime = function NoRealtime() {
  throw new Error('The guest-list tools do not use Supabase Realtime')
} as unknown as WebSocketLikeConstructor

/** A list of records, or a StoreError naming what came back instead. */
function listOf<T>(data: unknown, what: string): T[] {
  if (Array.isArray(data) && data.every((item) => typeof item === 'object' && item !== null)) {
    return data as T[]
  }
  throw new StoreError(`${what} came back in an unexpected shape: ${JSON.stringify(data)}`)
}

/**
 * The guest list through the API, with supabase-js and the service role, wherever it lives: a
 * Supabase project, the embedded database behind the running site, or the embedded database this
 * command opened (a `fetch` that hands each request to the site's own handler). Every read and
 * write is one call of the functions the dashboard calls; a write is one call, so one transaction.
 */
export function createApiStore(options: ApiStoreOptions): GuestStore {
  const supabase = createClient<Database>(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: options.fetch ? { fetch: options.fetch } : {},
    realtime: { transport: noRealtime },
  })

  const call = <Fn extends RpcName>(fn: Fn, ...args: RpcCallArgs<Fn>) =>
    callRpc(supabase, fn, ...args).catch((error: unknown) => {
      throw error instanceof RpcError ? options.explain(error) : error
    })

  // in invitation-number order, as the tools list them
  const invitations = async () =>
    listOf<InvitationJson>(await call('couple_invitations'), 'The guest list').sort((a, b) =>
      byHumanKey({ humanKey: a.human_key }, { humanKey: b.human_key }),
    )

  const tables = async (): Promise<SeatingTable[]> =>
    readSeating(await call('couple_seating')).tables

  return {
    label: options.label,

    async list(): Promise<GuestRecord[]> {
      return guestRecordsFromRows(await invitations())
    },

    async history(): Promise<ListHistoryEntry[]> {
      const rows = listOf<HistoryRow>(await call('guest_list_history'), 'The history')
      return rows.map(listHistoryEntryFromRow)
    },

    async people(): Promise<PersonEntry[]> {
      return (await invitations()).flatMap((invitation) =>
        invitation.people.map((person) =>
          personEntryFromRow({
            human_key: invitation.human_key,
            family_name: invitation.family_name,
            full_name: person.name,
            is_child: person.child,
            meal: person.meal,
            meal_details: person.meal_details,
            events: person.events,
          }),
        ),
      )
    },

    async write(changes: GuestChanges): Promise<void> {
      // the invitations, the new tables and the seats in one request, so one transaction
      if (!writesSomething(changes)) return
      await call('couple_import_invitations', writeArguments(changes))
    },

    tables,

    async seating(): Promise<StoredSeating> {
      const tablesOfTheDay = await tables()
      const apart = (await invitations()).flatMap((invitation) =>
        invitation.person_tables.map((seat) => ({
          humanKey: invitation.human_key,
          position: seat.position,
          tableName: seat.table_name,
        })),
      )
      return {
        tables: tablesOfTheDay,
        apart: apart.sort((a, b) => byHumanKey(a, b) || a.position - b.position),
      }
    },

    async resetAnswer(humanKey: string): Promise<ResetOutcome> {
      try {
        await callRpc(supabase, 'couple_clear_answer', { p_human_key: humanKey })
        return 'cleared'
      } catch (error) {
        const outcome = error instanceof RpcError ? resetOutcomeOf(error.code) : null
        if (outcome) return outcome
        throw error instanceof RpcError ? options.explain(error) : error
      }
    },

    async deadlines(): Promise<Deadlines> {
      const general = await call('couple_modification_deadline')
      const own = (await invitations())
        .filter((invitation) => invitation.modification_deadline !== null)
        .map((invitation) => ({
          humanKey: invitation.human_key,
          familyName: invitation.family_name,
          deadline: invitation.modification_deadline ?? '',
        }))
      return { general: typeof general === 'string' ? general : '', own }
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
        throw error instanceof RpcError ? options.explain(error) : error
      }
    },

    async close() {},
  }
}
