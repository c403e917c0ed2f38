import Alert from '@mui/material/Alert'
import type { Session } from '@supabase/supabase-js'
import { Suspense } from 'react'
import { PageLoading } from '../../components/page-loading'
import { useMembership } from './sign-in/use-membership'
import { GuestDashboard } from './guest-dashboard'

export type SignedInDashboardProps = {
  session: Session
  /** how many invitations are new since the last visit, for the page's title */
  onNewsCount?: (count: number) => void
}

/** The guest list when the signed-in account is the couple's. */
export function SignedInDashboard({ session, onNewsCount }: SignedInDashboardProps) {
  const member = useMembership(session.user.id)
  return (
    <>
      {member === null && <PageLoading />}
      {member === false && (
        <Alert severity="warning">
          Esta cuenta no está en la lista de los novios, así que no puede ver a los invitados. Pide
          que la agreguen con npm run couple:add.
        </Alert>
      )}
      {member === true && (
        <Suspense fallback={<PageLoading />}>
          <GuestDashboard onNewsCount={onNewsCount} />
        </Suspense>
      )}
    </>
  )
}
