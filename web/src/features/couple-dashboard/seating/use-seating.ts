import type { Seating, SeatingTable } from '../../../lib/guest-list/seating'
import { seatingApi } from '../api/seating-api'
import { notify } from '../../../lib/toasts/notify'
import { errorMessage } from '../shared/error-messages'
import { useLoaded } from '../shared/use-loaded'

export type SeatingState = {
  seating: Seating | null
  error: string | null
  reload: () => Promise<void>
  /** Puts a table a change answered in place of the one that was named `name`. */
  replaceTable: (name: string, table: SeatingTable) => void
  addTable: (table: SeatingTable) => void
  removeTable: (name: string) => void
  setShowTables: (show: boolean) => void
  /** Moves a table on the room plan at once, and saves it. */
  placeTable: (name: string, at: { x: number; y: number }) => Promise<void>
}

/** The tables of the day and the switch, loaded when the room opens. */
export function useSeating(): SeatingState {
  const { data: seating, error, reload, update: setSeating } = useLoaded(() => seatingApi.seating())

  const withTables = (change: (tables: SeatingTable[]) => SeatingTable[]) =>
    setSeating((current) => current && { ...current, tables: change(current.tables) })

  const replaceTable = (name: string, table: SeatingTable) =>
    withTables((tables) => tables.map((each) => (each.name === name ? table : each)))

  async function placeTable(name: string, at: { x: number; y: number }) {
    withTables((tables) =>
      tables.map((each) => (each.name === name ? { ...each, plan_x: at.x, plan_y: at.y } : each)),
    )
    try {
      replaceTable(name, await seatingApi.placeTable(name, at))
    } catch (failure) {
      notify(`No se guardó el lugar de ${name}. ${errorMessage(failure)}`, 'error')
      await reload()
    }
  }

  return {
    seating,
    error,
    reload,
    replaceTable,
    addTable: (table) => withTables((tables) => [...tables, table]),
    removeTable: (name) => withTables((tables) => tables.filter((each) => each.name !== name)),
    setShowTables: (show) => setSeating((current) => current && { ...current, show_tables: show }),
    placeTable,
  }
}
