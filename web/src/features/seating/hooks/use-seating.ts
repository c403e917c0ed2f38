import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Seating, SeatingTable } from '../../../lib/guest-list/seating'
import { seatingApi } from '../../../lib/couple/api/seating-api'
import { notify } from '../../../lib/toasts/notify'
import { errorMessage } from '../../../lib/couple/error-message'
import { seatingKeys } from './seating-queries'

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

type TablePlace = { name: string; at: { x: number; y: number } }

/** The tables of the day and the switch: a query while the room is open (within SeatingQueries). */
export function useSeating(): SeatingState {
  const client = useQueryClient()
  const query = useQuery({ queryKey: seatingKeys.seating, queryFn: () => seatingApi.seating() })

  const change = (edit: (seating: Seating) => Seating) =>
    client.setQueryData<Seating>(seatingKeys.seating, (current) => current && edit(current))
  const withTables = (edit: (tables: SeatingTable[]) => SeatingTable[]) =>
    change((seating) => ({ ...seating, tables: edit(seating.tables) }))
  const replaceTable = (name: string, table: SeatingTable) =>
    withTables((tables) => tables.map((each) => (each.name === name ? table : each)))

  const place = useMutation({
    mutationFn: ({ name, at }: TablePlace) => seatingApi.placeTable(name, at),
    // the table moves at once; an answer on its way must not put it back
    onMutate: async ({ name, at }) => {
      await client.cancelQueries({ queryKey: seatingKeys.seating })
      withTables((tables) =>
        tables.map((each) => (each.name === name ? { ...each, plan_x: at.x, plan_y: at.y } : each)),
      )
    },
    onSuccess: (table, { name }) => replaceTable(name, table),
    onError: async (failure, { name }) => {
      notify(`No se guardó el lugar de ${name}. ${errorMessage(failure)}`, 'error')
      await client.invalidateQueries({ queryKey: seatingKeys.seating })
    },
  })

  return {
    seating: query.data ?? null,
    error: query.error ? errorMessage(query.error) : null,
    reload: async () => {
      await client.invalidateQueries({ queryKey: seatingKeys.seating })
    },
    replaceTable,
    addTable: (table) => withTables((tables) => [...tables, table]),
    removeTable: (name) => withTables((tables) => tables.filter((each) => each.name !== name)),
    setShowTables: (show) => change((seating) => ({ ...seating, show_tables: show })),
    placeTable: (name, at) =>
      place.mutateAsync({ name, at }).then(
        () => undefined,
        () => undefined,
      ),
  }
}
