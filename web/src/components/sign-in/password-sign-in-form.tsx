import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState, type FormEvent } from 'react'
import type { RsvpClient } from '../../lib/guest-list/call-rpc'
import { signInErrorMessage } from '../../lib/auth/sign-in-errors'
import { FormError } from '../form-error'

export type PasswordSignInFormProps = {
  client: () => Pick<RsvpClient, 'auth'>
  /** Who may sign in here, in one sentence under the heading. */
  intro: string
  /** The command that makes these accounts, named when one is not confirmed. */
  accountCommand: string
}

/** Email and password of an account made by a command-line tool (couple:add, door:add). */
export function PasswordSignInForm({ client, intro, accountCommand }: PasswordSignInFormProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const headingId = useId()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!email.trim() || !password) {
      setError('Escribe tu correo y tu contraseña.')
      return
    }
    setBusy(true)
    setError(null)
    try {
      const { error: failure } = await client().auth.signInWithPassword({
        email: email.trim(),
        password,
      })
      if (failure) setError(signInErrorMessage(failure, accountCommand))
    } catch {
      setError(signInErrorMessage({}, accountCommand))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={headingId}
      sx={{ maxWidth: 420 }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Iniciar sesión
      </Typography>
      <Typography sx={{ mb: 2 }}>{intro}</Typography>
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: { autoCapitalize: 'none' } }}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        fullWidth
        margin="normal"
      />
      <FormError error={error} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        aria-busy={busy}
        disabled={busy}
        sx={{ mt: 2, minHeight: 48 }}
        fullWidth
      >
        {busy ? 'Entrando…' : 'Entrar'}
      </Button>
    </Box>
  )
}
