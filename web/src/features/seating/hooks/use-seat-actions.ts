import { useMutation, useMutationState } from '@tanstack/react-query'
import type { PersonTable } from '../../../lib/guest-list/guest-record'
import { notify } from '../../../lib/toasts/notify'
import { seatingApi } from '../../../lib/couple/api/seating-api'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { errorMessage } from '../../../lib/couple/error-message'
import { seatingKeys } from './seating-queries'

type Placement = Pick<CoupleInvitation, 'table_name' | 'person_tables'>

/** Where a family and its people should sit: the family's table and each person apart. */
export type FamilyPlacement = { tableName: string | null; apart: readonly PersonTable[] }

/** A whole family and the table it goes to. */
export type FamilyAtTable = { row: CoupleInvitation; tableName: string }

export type SeatActions = {
  /** The rows as they will be once the changes on their way are saved. */
  shown: CoupleInvitation[]
  /** Seats a whole family (its people with it); null: back to «Sin mesa». */
  seatFamily: (row: CoupleInvitation, tableName: string | null) => Promise<boolean>
  /** Seats the family and, apart from it, the people in `apart`; the rest go with the family. */
  placeFamily: (row: CoupleInvitation, placement: FamilyPlacement) => Promise<boolean>
  /** Seats whole families at once, all of them or none. */
  seatFamilies: (families: readonly FamilyAtTable[]) => Promise<boolean>
}

/** One seating change on its way: what the room shows meanwhile, the call, and what a refusal says. */
type SeatChange = {
  held: ReadonlyMap<string, Placement>
  write: () => Promise<CoupleInvitation[]>
  failure: string
}

/**
 * Each seating change is one call to the database, so one transaction, made as a mutation: the
 * room shows it at once (from the changes still pending, as TanStack Query keeps them) and puts
 * it back, with the reason, when the database refuses it (a dropped request leaves no family half
 * seated, and one that got no answer is sent once more).
 */
export function useSeatActions(
  rows: readonly CoupleInvitation[],
  onRowChanged: (row: CoupleInvitation) => void,
): SeatActions {
  const seat = useMutation({
    mutationKey: seatingKeys.seat,
    mutationFn: (change: SeatChange) => change.write(),
    // before the change stops being pending, so the row never shows its old place in between
    onSuccess: (saved) => {
      for (const row of saved) onRowChanged(row)
    },
    onError: (error, change) => notify(`${change.failure} ${errorMessage(error)}`, 'error'),
  })
  const pending = useMutationState({
    filters: { mutationKey: seatingKeys.seat, status: 'pending' },
    select: (mutation) => mutation.state.variables as SeatChange,
  })
  const held = new Map(pending.flatMap((change) => [...change.held]))
  const shown = rows.map((row) => ({ ...row, ...held.get(row.human_key) }))

  const save = (change: SeatChange) =>
    seat.mutateAsync(change).then(
      () => true,
      () => false,
    )

  function placeFamily(row: CoupleInvitation, placement: FamilyPlacement) {
    // a person «apart» at the family's own table is simply with the family
    const apart = placement.apart.filter((person) => person.table_name !== placement.tableName)
    return save({
      held: new Map([[row.human_key, { table_name: placement.tableName, person_tables: apart }]]),
      write: async () => [await seatingApi.placeFamily(row.human_key, placement.tableName, apart)],
      failure: `No se guardó la mesa de ${row.family_name}.`,
    })
  }

  function seatFamilies(families: readonly FamilyAtTable[]) {
    return save({
      held: new Map(
        families.map(({ row, tableName }) => [
          row.human_key,
          { table_name: tableName, person_tables: [] },
        ]),
      ),
      write: () =>
        seatingApi.seatFamilies(
          families.map(({ row, tableName }) => ({ humanKey: row.human_key, tableName })),
        ),
      failure: 'No se sentó a ninguna familia.',
    })
  }

  return {
    shown,
    seatFamily: (row, tableName) => placeFamily(row, { tableName, apart: [] }),
    placeFamily,
    seatFamilies,
  }
}
