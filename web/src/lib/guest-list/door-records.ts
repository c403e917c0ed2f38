import * as v from 'valibot'
import { count, personTableSchema, type PersonTable } from './guest-record'
import { filled, type Composite, type Filled } from './records'

// The door's records are the database's composite types (door_day answers them); the schemas
// below read them again where they come back from the phone's offline store, and are checked
// against the generated types so the two never drift apart.

/**
 * One person of a confirmed family, as the door sees them (public.door_person): their place in
 * the answer (1 = first), a name (perhaps unset), child, their own table when seated apart from
 * the family, and whether they came in.
 */
export type DoorPerson = Filled<Composite<'door_person'>, 'position' | 'child' | 'arrived'>
export const doorPersonSchema = v.object({
  position: count,
  name: v.nullable(v.string()),
  child: v.boolean(),
  table_name: v.nullable(v.string()),
  arrived: v.boolean(),
}) satisfies v.GenericSchema<unknown, DoorPerson>

/** Where a family stands on the day: it confirmed, declined, or never answered. */
export const doorStatusSchema = v.picklist(['confirmed', 'declined', 'unanswered'])
export type DoorStatus = v.InferOutput<typeof doorStatusSchema>

/**
 * A family on the door's list (door_guest_list), known by its door id and never by its number.
 * One that declined or did not answer carries only its name (no people, no pases), so the door can
 * say so; its arrivals are real, since the helper may let it in as extra.
 */
export type DoorFamily = Omit<
  Filled<
    Composite<'door_family'>,
    'door_id' | 'family_name' | 'confirmed_tickets' | 'arrived' | 'extra' | 'conflicts'
  >,
  'status' | 'people' | 'person_tables'
> & { status: DoorStatus; people: DoorPerson[]; person_tables: PersonTable[] }
export const doorFamilySchema = v.object({
  /** opaque and random: the door never holds an invitation number */
  door_id: v.string(),
  /** lowercase hex SHA-256 of the pase's token, to match a scanned pase offline */
  pase_hash: v.nullable(v.string()),
  status: doorStatusSchema,
  family_name: v.string(),
  family_chief: v.nullable(v.string()),
  confirmed_tickets: count,
  people: v.array(doorPersonSchema),
  table_name: v.nullable(v.string()),
  person_tables: v.array(personTableSchema),
  /** people already in, undone arrivals aside */
  arrived: count,
  /** of them, people let in beyond the pases on purpose */
  extra: count,
  /** arrivals beyond the pases that no helper confirmed: two doors let the family in */
  conflicts: count,
}) satisfies v.GenericSchema<unknown, DoorFamily>

/** People arrived and expected at one table ('' for the families without one). */
export type TableTally = Filled<
  Composite<'door_table_count'>,
  'table_name' | 'arrived' | 'expected'
>
export const tableTallySchema = v.object({
  table_name: v.string(),
  arrived: count,
  expected: count,
}) satisfies v.GenericSchema<unknown, TableTally>

/** The live tally of door_totals: in all and by table, and the conflicts between doors. */
export type DoorTotals = Omit<
  Filled<Composite<'door_tally'>, 'arrived' | 'expected' | 'conflicts'>,
  'by_table'
> & { by_table: TableTally[] }
export const doorTotalsSchema = v.object({
  arrived: count,
  expected: count,
  conflicts: count,
  by_table: v.array(tableTallySchema),
}) satisfies v.GenericSchema<unknown, DoorTotals>

/** Checks door_day's tally (public.door_tally) for the fields the database always fills. */
export function readDoorTally(tally: Composite<'door_tally'> | null | undefined): DoorTotals {
  const read = filled(tally, ['arrived', 'expected', 'conflicts', 'by_table'], 'The door totals')
  return {
    ...read,
    by_table: read.by_table.map((table) =>
      filled(table, ['table_name', 'arrived', 'expected'], 'A table of the door totals'),
    ),
  }
}

/** door_find_number's answer: the door id of the family with the number said aloud. */
export const foundNumberSchema = v.nullable(v.object({ door_id: v.string() }))

/** Reads a list family by family: one that cannot be read is left out (and counted). */
function readEach<T>(
  schema: v.GenericSchema<unknown, T>,
  data: unknown,
): { families: T[]; unreadable: number } {
  const rows = Array.isArray(data) ? data : []
  const families = rows.flatMap((row) => {
    const read = v.safeParse(schema, row)
    return read.success ? [read.output] : []
  })
  return { families, unreadable: rows.length - families.length }
}

/**
 * Reads door_guest_list's answer family by family: a family that cannot be read is left out
 * (and counted) so the door keeps the rest.
 */
export function readDoorList(data: unknown): { families: DoorFamily[]; unreadable: number } {
  return readEach(doorFamilySchema, data)
}

/** One arrival as the couple reads it: how many, when, and which helper recorded it. */
export const coupleArrivalSchema = v.object({
  id: v.string(),
  people: count,
  extra: v.boolean(),
  conflict: v.boolean(),
  positions: v.nullable(v.array(count)),
  recorded_at: v.string(),
  received_at: v.string(),
  recorded_by_email: v.nullable(v.string()),
  undone_at: v.nullable(v.string()),
})
export type CoupleArrival = v.InferOutput<typeof coupleArrivalSchema>

/**
 * A family as the couple reads the door (couple_arrivals): its number, pases and table, what
 * arrived, and each arrival with its helper.
 */
export const coupleArrivalFamilySchema = v.object({
  human_key: v.string(),
  door_id: v.string(),
  status: doorStatusSchema,
  family_name: v.string(),
  family_chief: v.nullable(v.string()),
  confirmed_tickets: count,
  table_name: v.nullable(v.string()),
  arrived: count,
  extra: count,
  conflicts: count,
  arrivals: v.array(coupleArrivalSchema),
})
export type CoupleArrivalFamily = v.InferOutput<typeof coupleArrivalFamilySchema>

/** Reads couple_arrivals' answer family by family, as readDoorList does. */
export function readCoupleArrivals(data: unknown): {
  families: CoupleArrivalFamily[]
  unreadable: number
} {
  return readEach(coupleArrivalFamilySchema, data)
}
