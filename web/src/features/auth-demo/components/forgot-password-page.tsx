import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useNavigate } from 'react-router-dom'
import { earlyPressForm } from '../../../lib/early-press/held-press'
import { notify } from '../../../lib/toasts/notify'
import { useAuthForm } from '../hooks/use-auth-form'
import { authTexts } from '../utils/auth-texts'
import { validateForgot } from '../utils/validation'
import { AuthCard } from './auth-card'
import { AuthLink } from './auth-link'
import { AuthTextField } from './auth-text-field'

/** /forgot-password: a reset that happens only in the browser; nothing is sent anywhere. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate()
  const { field, onSubmit, formRef } = useAuthForm({ email: '' }, validateForgot, () => {
    notify(authTexts.passwordReset, 'success')
    navigate('/login')
  })
  return (
    <AuthCard heading="Forgot Password" subtitle="Reset your account password">
      <Box component="form" {...earlyPressForm} ref={formRef} noValidate onSubmit={onSubmit}>
        <AuthTextField
          id="forgot-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          binding={field('email')}
        />
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
          Resend Password
        </Button>
      </Box>
      <Typography sx={{ textAlign: 'center', mt: 3 }}>
        <AuthLink to="/login">Return to Sign In</AuthLink>
      </Typography>
    </AuthCard>
  )
}
