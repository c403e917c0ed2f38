import { VisibilityIcon } from '../../../components/mui/icons/visibility'
import { VisibilityOffIcon } from '../../../components/mui/icons/visibility-off'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { errorMessage, invalidEmailMessage } from '../../../lib/couple/error-message'
import { FormError } from '../../../components/form-error'
import { RpcError } from '../../../lib/guest-list/rpc-error'
import { useSaveAction } from '../../../lib/couple/use-save-action'

// the door-helpers function's own checks, so the couple hears of a typo before sending: ASCII
// only (an invisible character pasted from a chat would make an email no one can type)
const emailShape =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/
const minimumPasswordLength = 8
const maximumPasswordLength = 72

export type AddHelperFormProps = { onAdd: (email: string, password: string) => Promise<void> }

/**
 * One helper at a time: their email and a password the couple chooses and gives them. Both
 * fields empty once the account is made.
 */
export function AddHelperForm({ onAdd }: AddHelperFormProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const { error, setError, busy, save } = useSaveAction()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const address = email.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '').toLowerCase()
    if (!emailShape.test(address) || address.length > 254) {
      setError(invalidEmailMessage)
      return
    }
    if (password.length < minimumPasswordLength || password.length > maximumPasswordLength) {
      setError(errorMessage(new RpcError('door_helpers_weak_password')))
      return
    }
    await save(async () => {
      await onAdd(address, password)
      setEmail('')
      setPassword('')
      setShowPassword(false)
    })
  }

  const toggleLabel = showPassword ? 'Ocultar la contraseña' : 'Mostrar la contraseña'
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
        <TextField
          type={showPassword ? 'text' : 'password'}
          label="Contraseña para esa persona"
          helperText={`De ${minimumPasswordLength} caracteres o más; tú se la das.`}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(error)}
          size="small"
          sx={{ flex: '1 1 16rem', maxWidth: '28rem' }}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={toggleLabel}
                    title={toggleLabel}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                    size="small"
                  >
                    {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
          Agregar a la puerta
        </Button>
      </Box>
      <FormError error={error} sx={{ mt: 1 }} />
    </Box>
  )
}
