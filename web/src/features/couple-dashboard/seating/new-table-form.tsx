import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import type { SeatingTable } from '../../../lib/guest-list/seating'
import { notify } from '../../../lib/toasts/notify'
import { seatingApi } from '../api/seating-api'
import { useSaveAction } from '../shared/use-save-action'
import { tableDraftProblem } from './table-draft'

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
      <TextField
        label="Nombre o número de la mesa"
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder="Mesa 1"
        size="small"
        slotProps={{ htmlInput: { maxLength: 40 } }}
        sx={{ flex: '1 1 14rem' }}
      />
      <TextField
        label="Lugares"
        type="number"
        value={seats}
        onChange={(event) => setSeats(event.target.value)}
        size="small"
        slotProps={{ htmlInput: { min: 1, max: 100, inputMode: 'numeric' } }}
        sx={{ width: '7rem' }}
      />
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
