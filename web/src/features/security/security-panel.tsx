import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState } from 'react'
import { useFailedLookups } from './use-failed-lookups'
import { plural } from '../../lib/couple/format'
import { FailedLookupsTable } from './failed-lookups-table'

// only a couple who suspects an attack opens it
const RestoreDialog = lazy(() =>
  import('./restore-dialog').then((module) => ({ default: module.RestoreDialog })),
)

export type SecurityPanelProps = { onRestored?: () => Promise<void> }

/** Failed look-ups of the last 24 hours, a warning when they spike, and the way to undo an attack. */
export function SecurityPanel({ onRestored }: SecurityPanelProps) {
  const { lookups, error, refresh } = useFailedLookups()
  const [restoring, setRestoring] = useState(false)
  const addresses = (lookups?.top_addresses ?? []).flatMap((row) => row.address ?? [])

  return (
    <Box component="section" aria-labelledby="novios-seguridad" sx={{ mb: 4 }}>
      <Typography id="novios-seguridad" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Seguridad
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {lookups?.spike && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          Muchos intentos fallidos: en al menos una hora se buscaron {lookups.spike_threshold} o más
          números de invitación que no existen. Puede ser alguien probando números al azar. Revisa
          las respuestas recientes y, si alguna no es de la familia, restáuralas.
        </Alert>
      )}
      {lookups && (
        <>
          <Typography>
            Búsquedas de invitación fallidas en las últimas 24 horas:{' '}
            <strong>{lookups.total}</strong>.
          </Typography>
          {lookups.total > 0 && (
            <FailedLookupsTable hours={lookups.hours} spikeThreshold={lookups.spike_threshold} />
          )}
          {lookups.top_addresses.length > 0 && (
            <Box
              component="ul"
              sx={{ pl: 3, my: 1 }}
              aria-label="Direcciones con más intentos fallidos"
            >
              {lookups.top_addresses.map((row) => (
                <li key={row.address ?? ''}>
                  {row.address ?? 'Sin dirección'}: {plural(row.misses, 'intento', 'intentos')}
                </li>
              ))}
            </Box>
          )}
        </>
      )}
      <Button variant="outlined" onClick={() => setRestoring(true)} sx={{ mt: 1 }}>
        Restaurar respuestas…
      </Button>
      {restoring && (
        <Suspense fallback={null}>
          <RestoreDialog
            knownAddresses={addresses}
            onClose={() => setRestoring(false)}
            onRestored={async () => {
              await Promise.all([onRestored?.(), refresh()])
            }}
          />
        </Suspense>
      )}
    </Box>
  )
}
