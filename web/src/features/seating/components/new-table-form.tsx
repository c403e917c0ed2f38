import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useState, type FormEvent } from 'react'
import type { SeatingTable } from '../../../lib/guest-list/seating'
import { notify } from '../../../lib/toasts/notify'
import { seatingApi } from '../../../lib/couple/api/seating-api'
import { useSaveAction } from '../../../lib/couple/use-save-action'
import { tableDraftProblem } from '../utils/table-draft'
import { TableFields } from './table-fields'

export type NewTableFormProps = { onCreated: (table: SeatingTable) => void }

/** A new table: a name or number and its seats; its shape and the rest come with «Editar». */
export function NewTableForm({ onCreated }: NewTableFormProps) {
  const [name, setName] = useState('')
  const [seats, setSeats] = useState('10')
  const { error, setError, busy, save } = useSaveAction()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = tableDraftProblem(name, seats)
    if (problem) {
      setError(problem)
      return
    }
    await save(async () => {
      const created = await seatingApi.createTable(name.trim(), Number(seats))
      onCreated(created)
      setName('')
      notify(`${created.name} creada.`, 'success')
    })
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label="Nueva mesa"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}
    >
      <TableFields name={name} seats={seats} onName={setName} onSeats={setSeats} inline />
      <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
        Crear mesa
      </Button>
      {error && (
        <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
          {error}
        </Alert>
      )}
    </Box>
  )
}
