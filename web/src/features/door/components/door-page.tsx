import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { PageLoading } from '../../../components/page-loading'
import { PasswordSignInForm } from '../../../components/sign-in/password-sign-in-form'
import { doorApi } from '../api/door-api'
import { doorClient } from '../api/door-client'
import { useDoorDay } from '../hooks/use-door-day'
import { useDoorDb } from '../hooks/use-door-db'
import { useDoorSession } from '../hooks/use-door-session'
import { useDoorWorker } from '../hooks/use-door-worker'
import { clearDoorDb } from '../store/door-db'
import { DoorDesk } from './door-desk'
import { SyncStatus } from './sync-status'

/** /novios/puerta: the door on the day, on a helper's phone, with or without signal. */
export default function DoorPage() {
  useDoorWorker()
  const session = useDoorSession()
  const db = useDoorDb()
  const email = session.status === 'signed-in' ? (session.session.user.email ?? '') : null
  const day = useDoorDay({ db, api: doorApi, email })

  async function signOut() {
    if (db) await clearDoorDb(db)
    await doorClient().auth.signOut()
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
          {email !== null && (
            <Button onClick={() => void signOut()} sx={{ minHeight: 48 }}>
              Cerrar sesión
            </Button>
          )}
        </Box>
        {loading && <PageLoading />}
        {!loading && email === null && (
          <PasswordSignInForm
            client={doorClient}
            intro={
              day.list
                ? 'Vuelve a entrar para enviar las llegadas guardadas en este teléfono.'
                : 'Para quienes reciben a los invitados en la puerta el día de la boda.'
            }
            accountCommand="door:add"
          />
        )}
        {!loading && (email !== null || day.list) && (
          <>
            <SyncStatus day={day} signedIn={email !== null} />
            {day.list && <DoorDesk day={day} />}
          </>
        )}
      </Container>
    </>
  )
}
