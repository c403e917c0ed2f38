import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import type { RoomTable, WaitingRow } from '../utils/room-table'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { boardAnnouncements, boardInstructions } from '../utils/board-announcements'
import { BoardColumn, EditTableButton } from './board-column'
import { columnJumps, columnUnderFamily } from '../utils/board-keyboard'
import { FamilyChip, type FamilyDragData } from './family-chip'
import { PersonApartItem } from './change-table'
import { peopleCount } from '../utils/seating-labels'
import { TableHeading, tableNameSx } from './table-heading'

export type SeatingBoardProps = {
  tables: readonly RoomTable[]
  unseated: readonly WaitingRow[]
  onSeat: (row: CoupleInvitation, tableName: string | null) => Promise<boolean>
  onChoose: (humanKey: string) => void
  onEdit: (tableName: string) => void
  /** where dnd-kit says aloud what happens, inside the room's dialog */
  liveRoot: HTMLElement | null
}

const unseatedColumn = 'sin-mesa'
const columnOf = (tableName: string) => `mesa:${tableName}`

/** «Sin mesa» and the tables side by side; families move between them by drag and drop. */
export function SeatingBoard(props: SeatingBoardProps) {
  const { tables, unseated, onSeat, onChoose, onEdit, liveRoot } = props
  const order = useMemo(
    () => [unseatedColumn, ...tables.map(({ table }) => columnOf(table.name))],
    [tables],
  )
  const [announcements] = useState(boardAnnouncements)
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // a finger scrolls the page unless it rests on a family first
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnJumps(order) }),
  )

  function handleDragEnd({ active, over }: DragEndEvent) {
    const family = active.data.current as FamilyDragData | undefined
    if (!family || !over || over.id === family.from) return
    const target = String(over.id)
    void onSeat(family.row, target === unseatedColumn ? null : target.slice('mesa:'.length))
  }

  const waiting = unseated.reduce((sum, family) => sum + family.seats, 0)
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnUnderFamily}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: boardInstructions,
        container: liveRoot ?? undefined,
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
          gap: 2,
          alignItems: 'start',
          mb: 4,
        }}
      >
        <BoardColumn
          id={unseatedColumn}
          headingId="mesas-columna-sin-mesa"
          label="Sin mesa"
          empty={unseated.length === 0}
          heading={
            <Box sx={{ mb: 1 }}>
              <Typography id="mesas-columna-sin-mesa" variant="h3" sx={tableNameSx}>
                Sin mesa
              </Typography>
              <Typography sx={{ mt: 0.5 }}>{peopleCount(waiting)}</Typography>
            </Box>
          }
        >
          {unseated.map(({ invitation, seats }) => (
            <FamilyChip
              key={invitation.human_key}
              row={invitation}
              seats={seats}
              column={unseatedColumn}
              onChoose={onChoose}
            />
          ))}
        </BoardColumn>
        {tables.map(({ table, used, families, people }, index) => (
          <BoardColumn
            key={table.name}
            id={columnOf(table.name)}
            headingId={`mesas-columna-${index}`}
            label={table.name}
            empty={families.length + people.length === 0}
            heading={<TableHeading id={`mesas-columna-${index}`} table={table} used={used} />}
            footer={<EditTableButton name={table.name} onEdit={onEdit} />}
          >
            {families.map(({ invitation, seats }) => (
              <FamilyChip
                key={invitation.human_key}
                row={invitation}
                seats={seats}
                column={columnOf(table.name)}
                onChoose={onChoose}
              />
            ))}
            {people.map(({ invitation, position }) => (
              <PersonApartItem
                key={`${invitation.human_key}-${position}`}
                invitation={invitation}
                position={position}
                onChoose={onChoose}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, mb: 0.75 }}
              />
            ))}
          </BoardColumn>
        ))}
      </Box>
    </DndContext>
  )
}
