import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import type { CoupleInvitation } from '../../lib/couple/api/guest-row'
import { plural } from '../../lib/couple/format'
import { PaperChoice, PrintDialogFrame } from '../../components/print/print-dialog-frame'
import { cardsPerPage, type Paper } from '../../components/print/print-layout'
import { rowsInSegment, segments, type Segment } from '../../lib/couple/segments'
import { PrivateLinksWarning } from './private-links-warning'
import { PrintSheet } from './print-sheet'

export type PrintSheetDialogProps = {
  rows: readonly CoupleInvitation[]
  /** the public address of the site (messages.siteUrl) */
  siteUrl: string | null
  /** the Studio's address (VITE_SANITY_STUDIO_URL), for the link to the public address field */
  studioUrl?: string | null
  onClose: () => void
}

/**
 * The paper invitations: the couple picks which families and the paper, sees the pages, and prints
 * them through the browser's own print dialog.
 */
export function PrintSheetDialog({
  rows,
  siteUrl,
  studioUrl = null,
  onClose,
}: PrintSheetDialogProps) {
  const [segment, setSegment] = useState<Segment>('all')
  const [paper, setPaper] = useState<Paper>('letter')
  const chosen = rowsInSegment(rows, segment)
  const pages = Math.ceil(chosen.length / cardsPerPage)

  return (
    <PrintDialogFrame
      title="Imprimir invitaciones"
      paper={paper}
      onClose={onClose}
      notice={
        <Box sx={{ mb: 2, '&:empty': { display: 'none' } }}>
          <PrivateLinksWarning
            subject="Las invitaciones impresas"
            siteUrl={siteUrl}
            origin={window.location.origin}
            studioUrl={studioUrl}
          />
        </Box>
      }
      controls={
        <>
          <TextField
            select
            label="Invitaciones"
            value={segment}
            onChange={(event) => setSegment(event.target.value as Segment)}
            sx={{ minWidth: 220 }}
          >
            {Object.entries(segments).map(([key, label]) => (
              <MenuItem key={key} value={key}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <PaperChoice paper={paper} onChange={setPaper} />
          <Typography role="status" sx={{ flexGrow: 1 }}>
            {plural(chosen.length, 'invitación', 'invitaciones')} · {plural(pages, 'hoja', 'hojas')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button onClick={onClose}>Cerrar</Button>
            <Button
              variant="contained"
              disabled={chosen.length === 0}
              onClick={() => window.print()}
            >
              Imprimir
            </Button>
          </Box>
        </>
      }
      footnote={
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          Imprime a tamaño real (escala 100 %), sin «ajustar a la página», para que cada código mida
          4 cm y se lea bien con el teléfono.
        </Typography>
      }
    >
      {chosen.length > 0 ? (
        <PrintSheet rows={chosen} paper={paper} siteUrl={siteUrl} />
      ) : (
        <Typography sx={{ p: 3 }}>No hay invitaciones en «{segments[segment]}».</Typography>
      )}
    </PrintDialogFrame>
  )
}
