import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { layoutQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { earlyPressForm } from '../../../lib/early-press/held-press'
import { notify } from '../../../lib/toasts/notify'
import { useAuthForm } from '../hooks/use-auth-form'
import { authTexts } from '../utils/auth-texts'
import { coupleBrand } from '../../../content/couple-brand'
import { isDemoAccount, validateLogin } from '../utils/validation'
import { AuthCard } from './auth-card'
import { AuthLink } from './auth-link'
import { AuthTextField } from './auth-text-field'
import { SocialButtons } from './social-buttons'

/** The spec pre-fills the sample account, which is the only one that gets through. */
const sampleAccount = { email: 'user@example.com', password: '123456' }

/** /login: a sign-in that happens only in the browser; nothing is sent anywhere. */
export default function LoginPage() {
  const { settings } = useContent(layoutQuery)
  const navigate = useNavigate()
  const [remember, setRemember] = useState(false)
  const { field, onSubmit, formRef } = useAuthForm(sampleAccount, validateLogin, ({ email }) => {
    if (!isDemoAccount(email)) return
    notify(authTexts.loggedIn(coupleBrand(settings)), 'success')
    navigate('/home')
  })
  return (
    <AuthCard heading="Sign In" subtitle="Sign in to your account">
      <Box component="form" {...earlyPressForm} ref={formRef} noValidate onSubmit={onSubmit}>
        <AuthTextField
          id="login-email"
          label="E-mail"
          type="email"
          autoComplete="username"
          binding={field('email')}
        />
        <AuthTextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          binding={field('password')}
        />
        <Box
          sx={{
            display: 'flex',
            // stacked on phones, so the row never rewraps when the button font swaps in (a shift)
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'center' },
            justifyContent: 'space-between',
            columnGap: 2,
            mb: 2,
          }}
        >
          <FormControlLabel
            label="Remember Me"
            control={
              <Checkbox
                name="remember"
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
            }
          />
          <AuthLink to="/forgot-password">Forgot Password?</AuthLink>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth>
          Login
        </Button>
      </Box>
      <SocialButtons />
      <Typography sx={{ textAlign: 'center' }}>
        <AuthLink to="/register">Create free account</AuthLink>
      </Typography>
    </AuthCard>
  )
}
