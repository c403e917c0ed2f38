import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { plural } from '../../lib/couple/format'
import {
  templateKeys,
  templateLabels,
  type TemplateKey,
} from '../../lib/couple/messages/message-templates'
import { rowsInSegment, segments, type Segment } from '../../lib/couple/segments'
import { SendingRun } from './sending-run'
import type { SendingRunDialogProps } from './sending-run-props'
import { sendingOrder } from './sending-order'
import { DashboardDialog } from '../../components/dashboard/dashboard-dialog'

/**
 * A sending run: one message to every family of a segment, family after family on the phone, each
 * send recorded (which message, when, by whom).
 */
export function SendingRunDialog(props: SendingRunDialogProps) {
  const { rows, onClose } = props
  const titleId = useId()
  const [template, setTemplate] = useState<TemplateKey>('invitation')
  const [segment, setSegment] = useState<Segment>('notSent')
  // fixed when the run starts, so a recorded send does not move the next family out of reach
  const [queue, setQueue] = useState<string[] | null>(null)
  const chosen = rowsInSegment(rows, segment)

  return (
    <DashboardDialog titleId={titleId} onClose={onClose}>
      <DialogTitle id={titleId}>Enviar mensajes</DialogTitle>
      {queue === null ? (
        <>
          <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
            <TextField
              select
              label="Mensaje"
              value={template}
              onChange={(event) => setTemplate(event.target.value as TemplateKey)}
            >
              {templateKeys.map((key) => (
                <MenuItem key={key} value={key}>
                  {templateLabels[key]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="A quiénes"
              value={segment}
              onChange={(event) => setSegment(event.target.value as Segment)}
            >
              {Object.entries(segments).map(([key, label]) => (
                <MenuItem key={key} value={key}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <Typography role="status">{plural(chosen.length, 'familia', 'familias')}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancelar</Button>
            <Button
              variant="contained"
              disabled={chosen.length === 0}
              onClick={() =>
                setQueue(
                  sendingOrder(
                    rows,
                    chosen.map((row) => row.human_key),
                  ),
                )
              }
            >
              Empezar
            </Button>
          </DialogActions>
        </>
      ) : (
        <SendingRun {...props} template={template} queue={queue} />
      )}
    </DashboardDialog>
  )
}
