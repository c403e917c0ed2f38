import { useState } from 'react'
import type { PersonTable } from '../../../lib/guest-list/guest-record'
import { notify } from '../../../lib/toasts/notify'
import { seatingApi } from '../api/seating-api'
import type { CoupleInvitation } from '../api/guest-row'
import { errorMessage } from '../shared/error-messages'

type Placement = Pick<CoupleInvitation, 'table_name' | 'person_tables'>

/** Where a family and its people should sit: the family's table and each person apart. */
export type FamilyPlacement = { tableName: string | null; apart: readonly PersonTable[] }

export type SeatActions = {
  /** The rows as they will be once the changes on their way are saved. */
  shown: CoupleInvitation[]
  /** Seats a whole family (its people with it); null: back to «Sin mesa». */
  seatFamily: (row: CoupleInvitation, tableName: string | null) => Promise<boolean>
  /** Seats the family and, apart from it, the people in `apart`; the rest go with the family. */
  placeFamily: (row: CoupleInvitation, placement: FamilyPlacement) => Promise<boolean>
}

const samePlace = (person: PersonTable, seated: readonly PersonTable[]) =>
  seated.some(
    (other) => other.position === person.position && other.table_name === person.table_name,
  )

/**
 * Seating changes go to the database one family at a time; the room shows each at once and puts
 * it back, with the reason, when the database refuses it.
 */
export function useSeatActions(
  rows: readonly CoupleInvitation[],
  onRowChanged: (row: CoupleInvitation) => void,
): SeatActions {
  const [pending, setPending] = useState<ReadonlyMap<string, Placement>>(new Map())
  const shown = rows.map((row) => ({ ...row, ...pending.get(row.human_key) }))

  const hold = (key: string, placement: Placement | null) =>
    setPending((current) => {
      const next = new Map(current)
      if (placement) next.set(key, placement)
      else next.delete(key)
      return next
    })

  async function placeFamily(row: CoupleInvitation, placement: FamilyPlacement) {
    const key = row.human_key
    // a person «apart» at the family's own table is simply with the family
    const apart = placement.apart.filter((person) => person.table_name !== placement.tableName)
    hold(key, { table_name: placement.tableName, person_tables: apart })
    let saved = row
    try {
      const regroup = apart.length === 0 && row.person_tables.length > 0
      if (placement.tableName !== row.table_name || regroup) {
        saved = await seatingApi.seatInvitation(key, placement.tableName)
      }
      for (const person of saved.person_tables) {
        if (!apart.some((each) => each.position === person.position)) {
          saved = await seatingApi.seatPerson(key, person.position, null)
        }
      }
      for (const person of apart) {
        if (!samePlace(person, saved.person_tables)) {
          saved = await seatingApi.seatPerson(key, person.position, person.table_name)
        }
      }
      return true
    } catch (failure) {
      notify(`No se guardó la mesa de ${row.family_name}. ${errorMessage(failure)}`, 'error')
      return false
    } finally {
      if (saved !== row) onRowChanged(saved)
      hold(key, null)
    }
  }

  return {
    shown,
    seatFamily: (row, tableName) => placeFamily(row, { tableName, apart: [] }),
    placeFamily,
  }
}
