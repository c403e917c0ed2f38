import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { PageLoading } from '../../../components/page-loading'
import { useCoupleSession } from '../hooks/use-couple-session'
import { SignedInDashboard } from './signed-in-dashboard'
import { SignInForm } from './sign-in-form'

/** /novios: the couple's guest dashboard, behind their sign-in; never indexed. */
export default function CoupleDashboardPage() {
  const state = useCoupleSession()
  return (
    <Container maxWidth="md" sx={{ pt: { xs: 12, md: 16 }, pb: 8, px: { xs: 2, sm: 3 } }}>
      <title>Panel de los novios</title>
      <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 7vw, 3rem)', mb: 3 }}>
        Panel de los novios
      </Typography>
      {state.status === 'loading' && <PageLoading />}
      {state.status === 'signed-out' && <SignInForm />}
      {state.status === 'signed-in' && <SignedInDashboard session={state.session} />}
    </Container>
  )
}
