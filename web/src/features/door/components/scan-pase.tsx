import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { lazy, Suspense, useState } from 'react'
import type { ScannedCode } from '../utils/scanned-key'

const PaseScanner = lazy(() => import('../scanner/pase-scanner'))

export type ScanPaseProps = {
  onScanned: (code: ScannedCode) => void
  /** why the last scanned pase opened no family, in words */
  problem: string | null
}

/** Scanning a pase's QR code: the camera and the code reader load only when asked for. */
export function ScanPase({ onScanned, problem }: ScanPaseProps) {
  const [open, setOpen] = useState(false)
  return (
    <Box sx={{ mt: 2 }}>
      {problem && (
        <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      )}
      {open ? (
        <Suspense fallback={<p>Abriendo la cámara…</p>}>
          <PaseScanner
            onScanned={(code) => {
              setOpen(false)
              onScanned(code)
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
