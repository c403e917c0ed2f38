import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useId, useState, type FormEvent } from 'react'
import type { PersonTable } from '../../../lib/guest-list/guest-record'
import { familySeatCount } from '../../../lib/guest-list/seat-counts'
import type { RoomTable } from '../utils/room-table'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { answerWithPeople } from '../../../lib/couple/format'
import { DashboardDialog } from '../../../components/dashboard/dashboard-dialog'
import { PeopleApartFields } from './people-apart-fields'
import { seatsUsed } from '../utils/seating-labels'
import type { FamilyPlacement } from '../hooks/use-seat-actions'

export type SeatFamilyDialogProps = {
  row: CoupleInvitation
  tables: readonly RoomTable[]
  onPlace: (placement: FamilyPlacement) => Promise<boolean>
  onClose: () => void
}

const unseated = ''

/** Where a family sits: pick its table (or «Sin mesa»), and on purpose seat one of its people apart. */
export function SeatFamilyDialog({ row, tables, onPlace, onClose }: SeatFamilyDialogProps) {
  const titleId = useId()
  const [tableName, setTableName] = useState(row.table_name ?? unseated)
  const [apart, setApart] = useState<readonly PersonTable[]>(row.person_tables)
  const [busy, setBusy] = useState(false)
  const seats = familySeatCount(row)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    // a seat kept for someone the family no longer brings goes with this save
    const coming = row.will_attend === true ? row.confirmed_tickets : 0
    const placed = await onPlace({
      tableName: tableName || null,
      apart: apart.filter((person) => person.position <= coming),
    })
    setBusy(false)
    if (placed) onClose()
  }

  return (
    <DashboardDialog titleId={titleId} onClose={onClose}>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>Mesa de {row.family_name}</DialogTitle>
        <DialogContent dividers>
          <Typography sx={{ mb: 2 }}>
            {answerWithPeople(row.will_attend, row.confirmed_tickets)}
          </Typography>
          <FormControl>
            <FormLabel id={`${titleId}-mesa`}>¿En qué mesa se sienta la familia?</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-mesa`}
              value={tableName}
              onChange={(event) => setTableName(event.target.value)}
            >
              {tables.map(({ table, used }) => {
                // seats it would take there, if it is not there already
                const after = used + (row.table_name === table.name ? 0 : seats)
                return (
                  <FormControlLabel
                    key={table.name}
                    value={table.name}
                    control={<Radio />}
                    label={`${table.name} · ${seatsUsed(after, table.seats)}${after > table.seats ? ' (se pasa)' : ''}`}
                  />
                )
              })}
              <FormControlLabel value={unseated} control={<Radio />} label="Sin mesa" />
            </RadioGroup>
          </FormControl>
          {tables.length === 0 && (
            <Typography sx={{ mt: 1 }}>Todavía no hay mesas: crea una primero.</Typography>
          )}
          {row.will_attend === true && row.confirmed_tickets > 1 && tables.length > 0 && (
            <PeopleApartFields
              row={row}
              tableNames={tables.map(({ table }) => table.name)}
              familyTable={tableName || null}
              apart={apart}
              onChange={setApart}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
            Guardar
          </Button>
        </DialogActions>
      </Box>
    </DashboardDialog>
  )
}
