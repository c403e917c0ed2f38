import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { coupleClient } from '../api/couple-client'
import { FormError } from '../shared/form-error'
import { signInErrorMessage } from './sign-in-errors'

/** Email and password of a couple account (made with npm run couple:add). */
export function SignInForm() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!email.trim() || !password) {
      setError('Escribe tu correo y tu contraseña.')
      return
    }
    setBusy(true)
    setError(null)
    try {
      const { error: failure } = await coupleClient().auth.signInWithPassword({
        email: email.trim(),
        password,
      })
      if (failure) setError(signInErrorMessage(failure))
    } catch {
      setError(signInErrorMessage({}))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="novios-entrar"
      sx={{ maxWidth: 420 }}
    >
      <Typography id="novios-entrar" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Iniciar sesión
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Solo los novios pueden ver la lista de invitados y sus respuestas.
      </Typography>
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
