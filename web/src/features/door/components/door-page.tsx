import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { PageLoading } from '../../../components/page-loading'
import { PasswordSignInForm } from '../../../components/sign-in/password-sign-in-form'
import { doorTextDefaults } from '../../../content/site-texts/door'
import { useSiteTexts } from '../../../content/use-site-texts'
import { doorApi } from '../api/door-api'
import { doorClient, endDoorSession } from '../api/door-client'
import { DoorQueries } from '../hooks/door-queries'
import { useDoorDay, type DoorAccount } from '../hooks/use-door-day'
import { useDoorDb } from '../hooks/use-door-db'
import { useDoorSession } from '../hooks/use-door-session'
import { useDoorWorker } from '../hooks/use-door-worker'
import { forgetFamilies } from '../store/door-db'
import { DoorDesk } from './door-desk'
import { SignOutButton } from './sign-out-button'
import { SyncStatus } from './sync-status'

/** /novios/puerta: the door on the day, on a helper's phone, with or without signal. */
export default function DoorPage() {
  return (
    <DoorQueries>
      <DoorOnThisPhone />
    </DoorQueries>
  )
}

function DoorOnThisPhone() {
  useDoorWorker()
  const texts = useSiteTexts('door', doorTextDefaults)
  const session = useDoorSession()
  const db = useDoorDb()
  const account: DoorAccount =
    session.status === 'signed-in' ? { email: session.session.user.email ?? '' } : session.status
  const signedIn = typeof account === 'object'
  const day = useDoorDay({ db, api: doorApi, account, onSessionEnded: endDoorSession })

  // the families leave the phone; arrivals not yet sent stay for the next door account
  async function signOut() {
    if (db) await forgetFamilies(db)
    await endDoorSession()
    window.location.reload()
  }

  const loading = session.status === 'loading' || !day.ready
  return (
    <>
      <title>Puerta</title>
      <Container maxWidth="sm" sx={{ pt: 2, pb: 8, px: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h1" sx={{ fontSize: '1.75rem', flexGrow: 1 }}>
            Puerta
          </Typography>
          {signedIn && <SignOutButton pending={day.outbox.length} onSignOut={signOut} />}
        </Box>
        {loading && <PageLoading />}
        {!loading && !signedIn && (
          <PasswordSignInForm
            client={doorClient}
            intro={
              day.outbox.length > 0
                ? texts.signInToSend
                : 'Para quienes reciben a los invitados en la puerta el día de la boda.'
            }
            accountCommand="door:add"
          />
        )}
        {!loading && (signedIn || day.outbox.length > 0) && (
          <SyncStatus day={day} signedIn={signedIn} />
        )}
        {!loading && signedIn && day.list && <DoorDesk day={day} />}
      </Container>
    </>
  )
}
