import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { doorTextDefaults } from '../../../content/site-texts/door'
import { fillText } from '../../../content/site-texts/fill-text'
import { useSiteTexts } from '../../../content/use-site-texts'
import type { DoorDay } from '../hooks/use-door-day'
import { calendarDay, clockTime } from '../utils/clock-time'
import { RefusedNotice } from './refused-notice'

export type SyncStatusProps = { day: DoorDay; signedIn: boolean }

const problemText = {
  network: 'Sin conexión: las llegadas se guardan en el teléfono y se enviarán solas.',
  session: 'La sesión ha caducado: vuelve a entrar para enviar las llegadas.',
  'not-door': 'Esta cuenta no es de la puerta. Pide a los novios que la añadan.',
  other: 'No pudimos actualizar la lista. Lo intentaremos de nuevo en un momento.',
} as const

/**
 * When the list was last downloaded (signed in), what waits to be sent, and why a sync did not
 * finish. Signed out, only what waits: the phone then keeps no list.
 */
export function SyncStatus({ day, signedIn }: SyncStatusProps) {
  const texts = useSiteTexts('door', doorTextDefaults)
  const waiting = day.outbox.length
  const synced = day.list?.syncedAt
  return (
    <Box component="section" aria-label="Estado de la lista" sx={{ my: 2 }}>
      {signedIn && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography role="status" sx={{ flexGrow: 1 }} data-synced-at={synced ?? ''}>
            {synced
              ? fillText(texts.listSynced, { date: calendarDay(synced), time: clockTime(synced) })
              : day.syncing
                ? 'Descargando la lista…'
                : 'La lista aún no está en este teléfono.'}
          </Typography>
          <Button onClick={() => void day.sync()} disabled={day.syncing} sx={{ minHeight: 48 }}>
            {day.syncing ? 'Actualizando…' : 'Actualizar'}
          </Button>
        </Box>
      )}
      {waiting > 0 && (
        <Typography sx={{ fontWeight: 600 }} data-pending-count={waiting}>
          {waiting === 1
            ? '1 llegada pendiente de enviar'
            : `${waiting} llegadas pendientes de enviar`}
        </Typography>
      )}
      {day.problem && (
        <Alert severity={day.problem === 'network' ? 'info' : 'warning'} sx={{ mt: 1 }}>
          {problemText[day.problem]}
        </Alert>
      )}
      <RefusedNotice refused={day.refused} families={day.families} onDismiss={day.dismissRefused} />
    </Box>
  )
}
