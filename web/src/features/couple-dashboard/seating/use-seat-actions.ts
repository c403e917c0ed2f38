import { useState } from 'react'
import type { PersonTable } from '../../../lib/guest-list/guest-record'
import { notify } from '../../../lib/toasts/notify'
import { seatingApi } from '../api/seating-api'
import type { CoupleInvitation } from '../api/guest-row'
import { errorMessage } from '../shared/error-messages'

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

/**
 * Each seating change is one call to the database, so one transaction: the room shows it at once
 * and puts it back, with the reason, when the database refuses it (a dropped request leaves no
 * family half seated).
 */
export function useSeatActions(
  rows: readonly CoupleInvitation[],
  onRowChanged: (row: CoupleInvitation) => void,
): SeatActions {
  const [pending, setPending] = useState<ReadonlyMap<string, Placement>>(new Map())
  const shown = rows.map((row) => ({ ...row, ...pending.get(row.human_key) }))

  const hold = (placements: ReadonlyMap<string, Placement | null>) =>
    setPending((current) => {
      const next = new Map(current)
      for (const [key, placement] of placements) {
        if (placement) next.set(key, placement)
        else next.delete(key)
      }
      return next
    })

  async function save(
    held: ReadonlyMap<string, Placement>,
    write: () => Promise<CoupleInvitation[]>,
    failure: string,
  ) {
    hold(held)
    try {
      for (const saved of await write()) onRowChanged(saved)
      return true
    } catch (error) {
      notify(`${failure} ${errorMessage(error)}`, 'error')
      return false
    } finally {
      hold(new Map([...held.keys()].map((key) => [key, null])))
    }
  }

  function placeFamily(row: CoupleInvitation, placement: FamilyPlacement) {
    // a person «apart» at the family's own table is simply with the family
    const apart = placement.apart.filter((person) => person.table_name !== placement.tableName)
    return save(
      new Map([[row.human_key, { table_name: placement.tableName, person_tables: apart }]]),
      async () => [await seatingApi.placeFamily(row.human_key, placement.tableName, apart)],
      `No se guardó la mesa de ${row.family_name}.`,
    )
  }

  function seatFamilies(families: readonly FamilyAtTable[]) {
    return save(
      new Map(
        families.map(({ row, tableName }) => [
          row.human_key,
          { table_name: tableName, person_tables: [] },
        ]),
      ),
      () =>
        seatingApi.seatFamilies(
          families.map(({ row, tableName }) => ({ humanKey: row.human_key, tableName })),
        ),
      'No se sentó a ninguna familia.',
    )
  }

  return {
    shown,
    seatFamily: (row, tableName) => placeFamily(row, { tableName, apart: [] }),
    placeFamily,
    seatFamilies,
  }
}
