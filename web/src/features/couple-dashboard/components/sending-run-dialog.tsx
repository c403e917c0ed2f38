import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useId, useState } from 'react'
import type { GuestMessagesQueryResult } from '../../../content/sanity.types'
import { coupleApi } from '../api/couple-api'
import type { GuestRow } from '../api/guest-row'
import { useSaveAction } from '../hooks/use-save-action'
import { plural } from '../utils/format'
import {
  fillTemplate,
  templateKeys,
  templateLabels,
  whatsappLink,
  type TemplateKey,
} from '../utils/message-templates'
import { personalLink } from '../utils/personal-link'
import { rowsInSegment, segments, type Segment } from '../utils/segments'
import { InvitationNumber } from './invitation-number'

export type SendingRunDialogProps = {
  rows: readonly GuestRow[]
  messages: GuestMessagesQueryResult
  /** rsvp_settings.modification_deadline, for {fecha_limite} */
  deadline: string | null
  onClose: () => void
  /** the invitation as the database keeps it after a send was recorded */
  onSent: (row: GuestRow) => void
}

/**
 * A sending run: one message to every family of a segment, family after family on the phone, each
 * send recorded (which message, when, by whom).
 */
export function SendingRunDialog(props: SendingRunDialogProps) {
  const { rows, onClose } = props
  const phone = useMediaQuery('(max-width:599.95px)')
  const titleId = useId()
  const [template, setTemplate] = useState<TemplateKey>('invitation')
  const [segment, setSegment] = useState<Segment>('notSent')
  // fixed when the run starts, so a recorded send does not move the next family out of reach
  const [queue, setQueue] = useState<string[] | null>(null)
  const chosen = rowsInSegment(rows, segment)

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      aria-labelledby={titleId}
    >
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
              onClick={() => setQueue(chosen.map((row) => row.human_key))}
            >
              Empezar
            </Button>
          </DialogActions>
        </>
      ) : (
        <SendingRun {...props} template={template} queue={queue} />
      )}
    </Dialog>
  )
}

type SendingRunProps = SendingRunDialogProps & { template: TemplateKey; queue: string[] }

function SendingRun({
  rows,
  messages,
  deadline,
  onClose,
  onSent,
  template,
  queue,
}: SendingRunProps) {
  const [position, setPosition] = useState(0)
  const [recorded, setRecorded] = useState(0)
  const { error, busy, save } = useSaveAction('No se pudo registrar el envío: ')
  const row = rows.find((each) => each.human_key === queue[position])
  const next = () => setPosition((current) => current + 1)

  if (!row) {
    return (
      <>
        <DialogContent dividers>
          <Typography role="status">
            Listo: {plural(recorded, 'envío registrado', 'envíos registrados')} de{' '}
            {plural(queue.length, 'familia', 'familias')}.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            Cerrar
          </Button>
        </DialogActions>
      </>
    )
  }

  const link = personalLink(row.human_key, messages.siteUrl, window.location.origin)
  const message = fillTemplate(template, messages, row, { link, deadline })
  const record = () =>
    void save(async () => {
      onSent(await coupleApi.recordSend(row.human_key, template))
      setRecorded((count) => count + 1)
      next()
    })

  return (
    <>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {templateLabels[template]}: {position + 1} de {queue.length}
        </Typography>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            <InvitationNumber value={row.human_key} /> · {row.family_name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {row.phone
              ? `WhatsApp abrirá el chat de ${row.phone}.`
              : 'Sin teléfono: WhatsApp te pedirá elegir el contacto.'}
          </Typography>
        </Box>
        <TextField
          label="Así se enviará"
          value={message}
          multiline
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Terminar</Button>
        <Button onClick={next} disabled={busy}>
          Saltar
        </Button>
        <Button
          variant="contained"
          color="success"
          href={whatsappLink(message, row.phone)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            // one record per family, however fast the couple taps
            if (busy) event.preventDefault()
            else record()
          }}
          aria-disabled={busy || undefined}
        >
          Enviar y siguiente
        </Button>
      </DialogActions>
    </>
  )
}
