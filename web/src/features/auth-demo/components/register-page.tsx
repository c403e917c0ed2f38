import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useNavigate } from 'react-router-dom'
import { earlyPressForm } from '../../../lib/early-press/held-press'
import { notify } from '../../../lib/toasts/notify'
import { useAuthForm } from '../hooks/use-auth-form'
import { authTexts } from '../utils/auth-texts'
import { validateRegister } from '../utils/validation'
import { AuthCard } from './auth-card'
import { AuthLink } from './auth-link'
import { AuthTextField } from './auth-text-field'
import { SocialButtons } from './social-buttons'

const emptyForm = { full_name: '', email: '', password: '', confirm_password: '' }

/** /register: a sign-up that happens only in the browser; nothing is sent anywhere. */
export default function RegisterPage() {
  const navigate = useNavigate()
  const { field, onSubmit, formRef } = useAuthForm(emptyForm, validateRegister, () => {
    notify(authTexts.registered, 'success')
    navigate('/login')
  })
  return (
    <AuthCard heading="Signup">
      <Box component="form" {...earlyPressForm} ref={formRef} noValidate onSubmit={onSubmit}>
        <AuthTextField
          id="register-name"
          label="Name"
          autoComplete="name"
          binding={field('full_name')}
        />
        <AuthTextField
          id="register-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          binding={field('email')}
        />
        <AuthTextField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          binding={field('password')}
        />
        {/* The spec's template showed the password's value in this field, so it could never
            disagree; it has its own value here, or the equality check would be meaningless. */}
        <AuthTextField
          id="register-confirm-password"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          binding={field('confirm_password')}
        />
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
          Sign Up
        </Button>
      </Box>
      <SocialButtons />
      <Typography sx={{ textAlign: 'center' }}>
        <AuthLink to="/login">Return to Sign In</AuthLink>
      </Typography>
    </AuthCard>
  )
}
