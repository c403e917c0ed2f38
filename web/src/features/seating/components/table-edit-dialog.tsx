import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useId, useState, type FormEvent } from 'react'
import type { SeatingTable, TableShape } from '../../../lib/guest-list/seating'
import { notify } from '../../../lib/toasts/notify'
import { seatingApi } from '../../../lib/couple/api/seating-api'
import { DashboardDialog } from '../../../components/dashboard/dashboard-dialog'
import { useSaveAction } from '../../../lib/couple/use-save-action'
import { DeleteTableDialog } from './delete-table-dialog'
import { shapeLabels } from '../utils/seating-labels'
import { tableDraftProblem } from '../utils/table-draft'
import { TableFields } from './table-fields'

export type TableEditDialogProps = {
  table: SeatingTable
  /** how many families and people apart sit there, for the question before deleting */
  seated: number
  onSaved: (previousName: string, table: SeatingTable) => Promise<void>
  onDeleted: (name: string) => Promise<void>
  onClose: () => void
}

/** A table's name, seats, shape and head-table mark; deleting it asks first. */
export function TableEditDialog({
  table,
  seated,
  onSaved,
  onDeleted,
  onClose,
}: TableEditDialogProps) {
  const titleId = useId()
  const [name, setName] = useState(table.name)
  const [seats, setSeats] = useState(String(table.seats))
  const [shape, setShape] = useState<TableShape>(table.shape)
  const [isHead, setIsHead] = useState(table.is_head)
  const [deleting, setDeleting] = useState(false)
  const { error, setError, busy, save } = useSaveAction()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = tableDraftProblem(name, seats)
    if (problem) {
      setError(problem)
      return
    }
    await save(async () => {
      const saved = await seatingApi.updateTable(table.name, {
        name: name.trim(),
        seats: Number(seats),
        shape,
        isHead,
      })
      notify(`${saved.name} guardada.`, 'success')
      await onSaved(table.name, saved)
    })
  }

  return (
    <DashboardDialog titleId={titleId} onClose={onClose}>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>Editar {table.name}</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          <TableFields name={name} seats={seats} onName={setName} onSeats={setSeats} />
          <FormControl>
            <FormLabel id={`${titleId}-forma`}>Forma</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-forma`}
              value={shape}
              onChange={(event) => setShape(event.target.value as TableShape)}
            >
              {(Object.keys(shapeLabels) as TableShape[]).map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={shapeLabels[value]}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControlLabel
            control={
              <Checkbox checked={isHead} onChange={(event) => setIsHead(event.target.checked)} />
            }
            label="Mesa principal (la de los novios)"
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button color="error" onClick={() => setDeleting(true)} sx={{ mr: 'auto' }}>
            Eliminar mesa
          </Button>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
            Guardar mesa
          </Button>
        </DialogActions>
      </Box>
      {deleting && (
        <DeleteTableDialog
          name={table.name}
          seated={seated}
          onClose={() => setDeleting(false)}
          onDeleted={() => onDeleted(table.name)}
        />
      )}
    </DashboardDialog>
  )
}
