import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { PageLoading } from '../../components/page-loading'
import { PasswordSignInForm } from '../../components/sign-in/password-sign-in-form'
import { coupleClient } from '../../lib/couple/api/couple-client'
import { useCoupleSession } from './sign-in/use-couple-session'
import { CoupleHeader } from './couple-header'
import { SignedInDashboard } from './signed-in-dashboard'
import { titleWithNews } from '../../features/guest-list/whats-new/news'

/** /novios: the couple's guest dashboard, behind their sign-in; never indexed. */
export default function CoupleDashboardPage() {
  const state = useCoupleSession()
  const email = state.status === 'signed-in' ? (state.session.user.email ?? '') : null
  const [newsCount, setNewsCount] = useState(0)
  return (
    <>
      <title>{titleWithNews('Panel de los novios', newsCount)}</title>
      <CoupleHeader email={email} />
      <Container maxWidth="lg" sx={{ pt: 3, pb: 8, px: { xs: 2, sm: 3 } }}>
        <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 6vw, 2.5rem)', mb: 2 }}>
          Panel de los novios
        </Typography>
        {state.status === 'loading' && <PageLoading />}
        {state.status === 'signed-out' && (
          <PasswordSignInForm
            client={coupleClient}
            intro="Solo los novios pueden ver la lista de invitados y sus respuestas."
            accountCommand="couple:add"
          />
        )}
        {state.status === 'signed-in' && (
          <SignedInDashboard session={state.session} onNewsCount={setNewsCount} />
        )}
      </Container>
    </>
  )
}
