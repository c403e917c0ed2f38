import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { Session } from '@supabase/supabase-js'
import { Suspense } from 'react'
import { PageLoading } from '../../../components/page-loading'
import { coupleClient } from '../api/couple-client'
import { useMembership } from '../hooks/use-membership'
import { GuestDashboard } from './guest-dashboard'

export type SignedInDashboardProps = { session: Session }

const signOut = () => void coupleClient().auth.signOut()

/** Who is signed in, «Cerrar sesión», and the guest list when the account is the couple's. */
export function SignedInDashboard({ session }: SignedInDashboardProps) {
  const member = useMembership(session.user.id)
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        <Typography sx={{ flexGrow: 1 }}>
          Sesión iniciada como <strong>{session.user.email}</strong>
        </Typography>
        <Button variant="outlined" onClick={signOut}>
          Cerrar sesión
        </Button>
      </Box>
      {member === null && <PageLoading />}
      {member === false && (
        <Alert severity="warning">
          Esta cuenta no está en la lista de los novios, así que no puede ver a los invitados. Pide
          que la agreguen con npm run couple:add.
        </Alert>
      )}
      {member === true && (
        <Suspense fallback={<PageLoading />}>
          <GuestDashboard />
        </Suspense>
      )}
    </>
  )
}
