import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState } from 'react'
import { readScannedCode, type ScannedCode } from '../utils/scanned-key'
import { qrDetector } from './qr-detector'

export type PaseScannerProps = { onScanned: (code: ScannedCode) => void; onClose: () => void }

const cameraProblem = {
  denied: 'El teléfono no deja usar la cámara. Permítelo en los ajustes o busca por nombre.',
  missing: 'No encontramos una cámara. Busca a la familia por nombre.',
} as const

/** The back camera, read a few times a second until it shows a pase's QR code. */
export default function PaseScanner({ onScanned, onClose }: PaseScannerProps) {
  const video = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<keyof typeof cameraProblem | null>(null)
  const [unknownCode, setUnknownCode] = useState(false)
  const found = useRef(onScanned)
  useEffect(() => {
    found.current = onScanned
  })

  useEffect(() => {
    let stream: MediaStream | null = null
    let timer = 0
    let stopped = false
    async function start() {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        })
      } catch (error) {
        setProblem((error as DOMException).name === 'NotAllowedError' ? 'denied' : 'missing')
        return
      }
      const element = video.current
      if (stopped || !element) return
      element.srcObject = stream
      await element.play().catch(() => undefined)
      const detector = await qrDetector()
      const look = async () => {
        if (stopped) return
        if (element.readyState >= element.HAVE_CURRENT_DATA) {
          const codes = await detector.detect(element).catch(() => [])
          for (const code of codes) {
            const scanned = readScannedCode(code.rawValue)
            if (scanned) {
              stopped = true
              found.current(scanned)
              return
            }
            setUnknownCode(true)
          }
        }
        timer = window.setTimeout(() => void look(), 200)
      }
      void look()
    }
    void start()
    return () => {
      stopped = true
      window.clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [])

  return (
    <Box component="section" aria-label="Escanear pase">
      {problem ? (
        <Alert severity="warning">{cameraProblem[problem]}</Alert>
      ) : (
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          aria-label="Cámara"
          sx={{ width: '100%', maxHeight: '50vh', bgcolor: 'black', borderRadius: 1 }}
        />
      )}
      {unknownCode && (
        <Typography role="status">Ese código no es el pase de una invitación.</Typography>
      )}
      <Button onClick={onClose} fullWidth sx={{ mt: 1, minHeight: 48 }}>
        Cerrar la cámara
      </Button>
    </Box>
  )
}
