import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState } from 'react'
import { PageLoading } from '../../../components/page-loading'
import { seatsByTable, unseatedFamilies } from '../../../lib/guest-list/seat-counts'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { plural } from '../../../lib/couple/format'
import { useWideScreen } from '../../../lib/couple/use-screen'
import { AutoSeatDialog } from './auto-seat-dialog'
import { NewTableForm } from './new-table-form'
import { SeatFamilyDialog } from './seat-family-dialog'
import { SeatingList } from './seating-list'
import { SeatingQueries } from '../hooks/seating-queries'
import { seatingWarnings } from '../utils/seating-warnings'
import { SeatingWarningsList } from './seating-warnings-list'
import { ShowTablesSwitch } from './show-tables-switch'
import { TableEditDialog } from './table-edit-dialog'
import { useSeatActions } from '../hooks/use-seat-actions'
import { useSeating } from '../hooks/use-seating'
import { peopleCount } from '../utils/seating-labels'

// dragging is for a desktop: a phone never downloads @dnd-kit
const SeatingDesk = lazy(() =>
  import('./seating-desk').then((module) => ({ default: module.SeatingDesk })),
)

export type SeatingRoomProps = {
  rows: readonly CoupleInvitation[]
  onRowChanged: (row: CoupleInvitation) => void
  /** Loads the list again, after a table was renamed or deleted under its families. */
  onRefresh: () => Promise<void>
}

/** The tables, who sits where, who has no table yet, and what to look at again. */
export function SeatingRoom(props: SeatingRoomProps) {
  return (
    <SeatingQueries>
      <Room {...props} />
    </SeatingQueries>
  )
}

function Room({ rows, onRowChanged, onRefresh }: SeatingRoomProps) {
  const wide = useWideScreen()
  const state = useSeating()
  const actions = useSeatActions(rows, onRowChanged)
  const [choosing, setChoosing] = useState<string | null>(null)
  const [editing, setEditing] = useState<string | null>(null)
  const [autoSeating, setAutoSeating] = useState(false)

  if (!state.seating) {
    return state.error ? (
      <Alert severity="error" role="alert">
        {state.error}
      </Alert>
    ) : (
      <PageLoading />
    )
  }
  const { seating } = state
  const tables = seatsByTable(seating.tables, actions.shown)
  const unseated = unseatedFamilies(actions.shown)
  const warnings = seatingWarnings(tables, actions.shown)
  const waitingPeople = unseated.reduce((sum, family) => sum + family.seats, 0)
  const chosen = actions.shown.find((row) => row.human_key === choosing)
  const edited = tables.find(({ table }) => table.name === editing)

  return (
    <>
      <ShowTablesSwitch show={seating.show_tables} onSaved={state.setShowTables} />
      <NewTableForm onCreated={state.addTable} />
      <SeatingWarningsList warnings={warnings} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography role="status" sx={{ flex: '1 1 14rem' }}>
          {plural(seating.tables.length, 'mesa', 'mesas')} · Sin mesa:{' '}
          {plural(unseated.length, 'familia', 'familias')} ({peopleCount(waitingPeople)})
        </Typography>
        <Button
          variant="outlined"
          onClick={() => setAutoSeating(true)}
          disabled={unseated.length === 0 || seating.tables.length === 0}
        >
          Sentar automáticamente
        </Button>
      </Box>
      {wide ? (
        <Suspense fallback={<PageLoading />}>
          <SeatingDesk
            tables={tables}
            unseated={unseated}
            onSeat={actions.seatFamily}
            onChoose={setChoosing}
            onEdit={setEditing}
            onPlace={state.placeTable}
          />
        </Suspense>
      ) : (
        <SeatingList
          tables={tables}
          unseated={unseated}
          onChoose={setChoosing}
          onEdit={setEditing}
        />
      )}
      {chosen && (
        <SeatFamilyDialog
          key={chosen.human_key}
          row={chosen}
          tables={tables}
          onPlace={(placement) => actions.placeFamily(chosen, placement)}
          onClose={() => setChoosing(null)}
        />
      )}
      {edited && (
        <TableEditDialog
          table={edited.table}
          seated={edited.families.length + edited.people.length}
          onSaved={async (previousName, table) => {
            setEditing(null)
            state.replaceTable(previousName, table)
            await Promise.all([state.reload(), previousName !== table.name && onRefresh()])
          }}
          onDeleted={async (name) => {
            setEditing(null)
            state.removeTable(name)
            await onRefresh()
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {autoSeating && (
        <AutoSeatDialog
          tables={tables}
          unseated={unseated}
          onSeatAll={actions.seatFamilies}
          onClose={() => setAutoSeating(false)}
        />
      )}
    </>
  )
}
