import * as v from 'valibot'
import { callRpc, type RpcCallArgs, type RpcName } from '../../guest-list/call-rpc'
import { readRecord, type PersonTable } from '../../guest-list/guest-record'
import {
  readSeating,
  readTable,
  seatingChangeSchema,
  type Seating,
  type SeatingChange,
  type SeatingTable,
  type TableShape,
} from '../../guest-list/seating'
import { coupleClient } from './couple-client'
import {
  readCoupleInvitation,
  readCoupleInvitations,
  type CoupleInvitation,
} from '../../../lib/guest-list/couple-record'

const call = <Fn extends RpcName>(fn: Fn, ...args: RpcCallArgs<Fn>) =>
  callRpc(coupleClient(), fn, ...args)

/** The tables of the day and who sits where; the database decides, the dashboard warns. */
export const seatingApi = {
  seating: async (): Promise<Seating> => readSeating(await call('couple_seating')),
  createTable: async (name: string, seats: number): Promise<SeatingTable> =>
    readTable(await call('couple_create_table', { p_name: name, p_seats: seats })),
  updateTable: async (
    tableName: string,
    table: { name: string; seats: number; shape: TableShape; isHead: boolean },
  ): Promise<SeatingTable> =>
    readTable(
      await call('couple_update_table', {
        p_table_name: tableName,
        p_name: table.name,
        p_seats: table.seats,
        p_shape: table.shape,
        p_is_head: table.isHead,
      }),
    ),
  /** Places a table on the room plan (percent of the room); null takes it off. */
  placeTable: async (
    tableName: string,
    at: { x: number; y: number } | null,
  ): Promise<SeatingTable> =>
    readTable(
      await call('couple_place_table', {
        p_table_name: tableName,
        p_x: at?.x ?? null,
        p_y: at?.y ?? null,
      }),
    ),
  deleteTable: async (tableName: string): Promise<void> => {
    await call('couple_delete_table', { p_table_name: tableName })
  },
  /**
   * Seats a family at a table (null: «Sin mesa») and, in the same call and transaction, each
   * person of `apart` (1 = the answer's first) at their own table; the rest sit with the family.
   */
  placeFamily: async (
    humanKey: string,
    tableName: string | null,
    apart: readonly PersonTable[],
  ): Promise<CoupleInvitation> =>
    readCoupleInvitation(
      await call('couple_place_family', {
        p_human_key: humanKey,
        p_table_name: tableName,
        p_apart_positions: apart.map((person) => person.position),
        p_apart_tables: apart.map((person) => person.table_name),
      }),
    ),
  /** Seats whole families, each at its table, all of them or none («Sentar automáticamente»). */
  seatFamilies: async (
    families: readonly { humanKey: string; tableName: string }[],
  ): Promise<CoupleInvitation[]> =>
    readCoupleInvitations(
      await call('couple_seat_families', {
        p_human_keys: families.map((family) => family.humanKey),
        p_table_names: families.map((family) => family.tableName),
      }),
    ),
  setShowTables: async (show: boolean): Promise<boolean> =>
    readRecord(
      v.object({ show_tables: v.boolean() }),
      await call('couple_set_show_tables', { p_show: show }),
      'The switch',
    ).show_tables,
  history: async (humanKey: string): Promise<SeatingChange[]> =>
    readRecord(
      v.array(seatingChangeSchema),
      await call('couple_seating_history', { p_human_key: humanKey }),
      'The seating history',
    ),
}
