import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import type { RoomTable, WaitingRow } from '../utils/room-table'
import { notify } from '../../../lib/toasts/notify'
import { DashboardDialog } from '../../../components/dashboard/dashboard-dialog'
import { plural } from '../../../lib/couple/format'
import { autoSeat } from '../utils/auto-seat'
import { peopleCount } from '../utils/seating-labels'
import type { FamilyAtTable } from '../hooks/use-seat-actions'

export type AutoSeatDialogProps = {
  tables: readonly RoomTable[]
  unseated: readonly WaitingRow[]
  /** Seats the families of the plan in one call: all of them or none. */
  onSeatAll: (families: readonly FamilyAtTable[]) => Promise<boolean>
  onClose: () => void
}

/** «Sentar automáticamente»: the plan first, then, once the couple agrees, all of it in one call. */
export function AutoSeatDialog({ tables, unseated, onSeatAll, onClose }: AutoSeatDialogProps) {
  const titleId = useId()
  // the plan as it was shown: seating it changes the lists it was made from
  const [plan] = useState(() =>
    autoSeat(
      // the head table is the couple's to fill
      tables
        .filter(({ table }) => !table.is_head)
        .map(({ table, used }) => ({ name: table.name, free: Math.max(0, table.seats - used) })),
      unseated.map(({ invitation, seats }) => ({
        humanKey: invitation.human_key,
        familyName: invitation.family_name,
        seats,
      })),
    ),
  )
  const [saving, setSaving] = useState(false)
  const hasHead = tables.some(({ table }) => table.is_head)

  async function seatAll() {
    const families = plan.placed.flatMap((family) => {
      const row = unseated.find(({ invitation }) => invitation.human_key === family.humanKey)
      return row ? [{ row: row.invitation, tableName: family.tableName }] : []
    })
    setSaving(true)
    const seated = await onSeatAll(families)
    setSaving(false)
    if (seated) {
      notify(`${plural(families.length, 'familia sentada', 'familias sentadas')}.`, 'success')
      onClose()
    }
  }

  return (
    <DashboardDialog titleId={titleId} onClose={onClose}>
      <DialogTitle id={titleId}>Sentar automáticamente</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          Cada familia completa, de la más grande a la más chica, en la mesa con más lugares libres
          {hasHead ? ' (la mesa principal no se llena sola)' : ''}. Revisa y confirma: nada se
          guarda antes.
        </Typography>
        {plan.placed.length > 0 ? (
          <Box component="ul" aria-label="Así se sentarían" sx={{ pl: 3, my: 0 }}>
            {plan.placed.map((family) => (
              <li key={family.humanKey}>
                {family.familyName} ({peopleCount(family.seats)}) → {family.tableName}
              </li>
            ))}
          </Box>
        ) : (
          <Typography>No hay ninguna familia que quepa en las mesas que hay.</Typography>
        )}
        {plan.left.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {plan.left.length === 1 ? 'Se queda' : 'Se quedan'} sin mesa, porque ninguna mesa tiene
            lugares libres para toda la familia:{' '}
            {plan.left
              .map((family) => `${family.familyName} (${peopleCount(family.seats)})`)
              .join(', ')}
            . Crea otra mesa, agranda una o siéntalas a mano.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          onClick={() => void seatAll()}
          disabled={plan.placed.length === 0 || saving}
          aria-busy={saving}
        >
          {`Sentar ${plural(plan.placed.length, 'familia', 'familias')}`}
        </Button>
      </DialogActions>
    </DashboardDialog>
  )
}
