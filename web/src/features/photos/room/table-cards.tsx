import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId, useMemo, useState } from 'react'
import { qrPath } from '../../../lib/qr/qr-path'
import { PaperChoice, PrintDialogFrame } from '../../../components/print/print-dialog-frame'
import { cardHeight, papers, sheetGrid, type Paper } from '../../../components/print/print-layout'
import { QrCode } from '../../../components/print/qr-code'
import { linkOrigin } from '../../../lib/couple/public-address'

/** The page a table's QR opens: the guests' upload, which asks for the number once. */
export const uploadAddress = (siteUrl: string | null, origin: string) =>
  `${linkOrigin(siteUrl, origin)}/fotos`

function TableCard({ address, height }: { address: string; height: number }) {
  const { size, path } = useMemo(() => qrPath(address), [address])
  return (
    <Box
      data-card
      sx={{
        height: `${height}mm`,
        border: '1px dashed #999',
        display: 'flex',
        alignItems: 'center',
        gap: '4mm',
        p: '4mm',
        bgcolor: '#fff',
        color: '#000',
        breakInside: 'avoid',
      }}
    >
      <Box
        component="svg"
        role="img"
        aria-label={`Código QR de ${address}`}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        sx={{ height: '100%', aspectRatio: '1', flexShrink: 0 }}
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </Box>
      <Box>
        <Typography sx={{ fontSize: '16pt', fontWeight: 600, color: '#000' }}>
          Comparte tus fotos
        </Typography>
        <Typography sx={{ fontSize: '10pt', color: '#000' }}>
          Escanea el código con la cámara del teléfono, escribe el número de tu invitación y sube
          las fotos de la fiesta. Sin instalar nada.
        </Typography>
        <Typography sx={{ fontSize: '9pt', color: '#000', wordBreak: 'break-all', mt: '2mm' }}>
          {address}
        </Typography>
      </Box>
    </Box>
  )
}

function TableCardsSheet({ address, onClose }: { address: string; onClose: () => void }) {
  const [paper, setPaper] = useState<Paper>('letter')
  const { width } = papers[paper]
  const { margin, gap, columns, rows } = sheetGrid
  return (
    <PrintDialogFrame
      title="Tarjetas para las mesas"
      paper={paper}
      onClose={onClose}
      controls={
        <>
          <PaperChoice paper={paper} onChange={setPaper} />
          <Button variant="contained" onClick={() => window.print()}>
            Imprimir
          </Button>
          <Button onClick={onClose}>Cerrar</Button>
        </>
      }
    >
      <Box
        data-page
        sx={{
          width: `${width}mm`,
          mx: 'auto',
          my: 2,
          p: `${margin}mm`,
          bgcolor: '#fff',
          display: 'grid',
          gridTemplateColumns: `repeat(${columns}, 1fr)`,
          gap: `${gap}mm`,
        }}
      >
        {Array.from({ length: columns * rows }, (_, index) => (
          <TableCard key={index} address={address} height={cardHeight(paper)} />
        ))}
      </Box>
    </PrintDialogFrame>
  )
}

export type TableCardsProps = { siteUrl: string | null }

/** «Tarjetas para las mesas»: the upload page's QR, to print for the tables or save. */
export function TableCards({ siteUrl }: TableCardsProps) {
  const headingId = useId()
  const [printing, setPrinting] = useState(false)
  const address = uploadAddress(siteUrl, window.location.origin)
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Tarjetas para las mesas
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Este código abre la página para subir fotos ({address}): cada invitado escribe el número de
        su invitación una vez.
      </Typography>
      <QrCode text={address} label={`Código QR de ${address}`} fileName="codigo-qr-fotos.svg" />
      <Button variant="outlined" onClick={() => setPrinting(true)} sx={{ mt: 2 }}>
        Imprimir tarjetas…
      </Button>
      {printing && <TableCardsSheet address={address} onClose={() => setPrinting(false)} />}
    </Box>
  )
}
