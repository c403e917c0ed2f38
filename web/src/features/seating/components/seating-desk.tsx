import Box from '@mui/material/Box'
import { useState } from 'react'
import type { RoomTable, WaitingRow } from '../utils/room-table'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { RoomPlan } from './room-plan'
import { SeatingBoard } from './seating-board'

export type SeatingDeskProps = {
  tables: readonly RoomTable[]
  unseated: readonly WaitingRow[]
  onSeat: (row: CoupleInvitation, tableName: string | null) => Promise<boolean>
  onChoose: (humanKey: string) => void
  onEdit: (tableName: string) => void
  onPlace: (tableName: string, at: { x: number; y: number }) => Promise<void>
}

/** From 900 px: the board of tables and the room plan, both by drag and drop (@dnd-kit). */
export function SeatingDesk({ onPlace, ...board }: SeatingDeskProps) {
  // dnd-kit speaks from here, inside the dialog, which hides the rest of the page from readers
  const [liveRoot, setLiveRoot] = useState<HTMLElement | null>(null)
  return (
    <>
      <Box ref={setLiveRoot} />
      <SeatingBoard {...board} liveRoot={liveRoot} />
      <RoomPlan tables={board.tables} onPlace={onPlace} liveRoot={liveRoot} />
    </>
  )
}
