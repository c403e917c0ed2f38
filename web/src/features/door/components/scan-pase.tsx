import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { lazy, Suspense, useState } from 'react'

const PaseScanner = lazy(() => import('../scanner/pase-scanner'))

export type ScanPaseProps = {
  onScanned: (humanKey: string) => void
  /** a scanned number that is not on the list of confirmed families */
  notFound: string | null
}

/** Scanning a pase's QR code: the camera and the code reader load only when asked for. */
export function ScanPase({ onScanned, notFound }: ScanPaseProps) {
  const [open, setOpen] = useState(false)
  return (
    <Box sx={{ mt: 2 }}>
      {notFound && (
        <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
          La invitación {notFound} no está entre las familias confirmadas.
        </Alert>
      )}
      {open ? (
        <Suspense fallback={<p>Abriendo la cámara…</p>}>
          <PaseScanner
            onScanned={(key) => {
              setOpen(false)
              onScanned(key)
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : (
        <Button variant="outlined" fullWidth onClick={() => setOpen(true)} sx={{ minHeight: 56 }}>
          Escanear pase
        </Button>
      )}
    </Box>
  )
}
