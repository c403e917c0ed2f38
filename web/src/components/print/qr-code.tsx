import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useMemo } from 'react'
import { qrPath, qrSvg } from '../../lib/qr/qr-path'

export type QrCodeProps = { text: string; label: string; fileName: string }

/** A printable QR code (SVG, black on white) and a button to save it for the printer. */
export function QrCode({ text, label, fileName }: QrCodeProps) {
  const { size, path } = useMemo(() => qrPath(text), [text])
  const svg = useMemo(() => qrSvg(text), [text])
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Box
        component="svg"
        role="img"
        aria-label={label}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        sx={{ width: 180, height: 180 }}
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </Box>
      <Button
        variant="outlined"
        href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        download={fileName}
      >
        Descargar código QR
      </Button>
    </Box>
  )
}
