import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { invalidEmailMessage } from '../shared/error-messages'
import { FormError } from '../../../components/form-error'
import { useSaveAction } from '../shared/use-save-action'

// the database's own check (couple_add_door_helper), so the couple hears of a typo before sending
const emailShape = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

export type AddHelperFormProps = { onAdd: (email: string) => Promise<void> }

/** One email at a time; the field empties once the database has it. */
export function AddHelperForm({ onAdd }: AddHelperFormProps) {
  const [email, setEmail] = useState('')
  const { error, setError, busy, save } = useSaveAction()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const address = email.trim().toLowerCase()
    if (!emailShape.test(address) || address.length > 254) {
      setError(invalidEmailMessage)
      return
    }
    await save(async () => {
      await onAdd(address)
      setEmail('')
    })
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          type="email"
          label="Correo de quien ayuda en la puerta"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(error)}
          size="small"
          sx={{ flex: '1 1 16rem', maxWidth: '28rem' }}
        />
        <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
          Agregar a la puerta
        </Button>
      </Box>
      <FormError error={error} sx={{ mt: 1 }} />
    </Box>
  )
}
