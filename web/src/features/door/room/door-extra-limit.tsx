import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState, type FormEvent } from 'react'
import { FormError } from '../../../components/form-error'
import { notify } from '../../../lib/toasts/notify'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { doorSettingsApi } from '../api/door-settings-api'
import { coupleKeys } from '../../../lib/couple/dashboard-queries'
import { errorMessage } from '../../../lib/couple/error-message'
import { useSaveAction } from '../../../lib/couple/use-save-action'

/** The database's bounds (couple_set_door_extra_limit). */
const maxLimit = 50

/**
 * «Extras por familia»: how many people beyond its pases the door may let a family bring; the
 * database refuses more, whatever a phone sends.
 */
export function DoorExtraLimit() {
  const headingId = useId()
  const client = useQueryClient()
  const settings = useQuery({
    queryKey: coupleKeys.doorSettings,
    queryFn: () => doorSettingsApi.load(),
  })
  const data = settings.data ?? null
  const loadError = settings.error ? errorMessage(settings.error) : null
  const [typed, setTyped] = useState<string | null>(null)
  const { error, setError, busy, save } = useSaveAction()
  const saved = data?.door_extra_limit ?? null
  const value = typed ?? (saved === null ? '' : String(saved))

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const limit = Number(value.trim())
    if (!/^\d{1,2}$/.test(value.trim()) || limit > maxLimit) {
      setError(`Escribe un número de 0 a ${maxLimit}.`)
      return
    }
    await save(async () => {
      client.setQueryData(coupleKeys.doorSettings, await doorSettingsApi.setExtraLimit(limit))
      setTyped(null)
      notify(`Cada familia puede traer hasta ${limit} extra.`, 'success')
    })
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={headingId}
      sx={{ mb: 4 }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Extras por familia
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Cuántas personas más de sus pases puede dejar pasar la puerta por familia, confirmadas como
        extra. Más de eso no se registra.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="Extras por familia"
          value={value}
          onChange={(event) => setTyped(event.target.value)}
          error={Boolean(error)}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
          sx={{ width: '10rem' }}
        />
        <Button type="submit" variant="contained" disabled={busy || data === null} aria-busy={busy}>
          Guardar
        </Button>
      </Box>
      <FormError error={error ?? loadError} sx={{ mt: 1 }} />
    </Box>
  )
}
