import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { coupleApi } from '../../lib/couple/api/couple-api'
import { useSaveAction } from '../../lib/couple/use-save-action'
import { plural } from '../../lib/couple/format'
import {
  fillTemplate,
  templateLabels,
  whatsappLink,
  type TemplateKey,
} from '../../lib/couple/messages/message-templates'
import { personalLink } from '../../lib/guest-list/invitation-link'
import { InvitationNumber } from '../../components/dashboard/invitation-number'
import type { SendingRunDialogProps } from './sending-run-props'

export type SendingRunProps = SendingRunDialogProps & {
  template: TemplateKey
  /** the families' numbers, in the order the run goes through them */
  queue: string[]
}

/**
 * One family at a time: the filled message opens in WhatsApp, and the send is recorded only once
 * the couple says it went; families without a phone come last, together, to skip or go through.
 */
export function SendingRun({
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
  const [opened, setOpened] = useState(false)
  const [oneByOne, setOneByOne] = useState(false)
  const { error, busy, save } = useSaveAction({ failurePrefix: 'No se pudo registrar el envío: ' })
  const row = rows.find((each) => each.human_key === queue[position])
  const next = () => {
    setOpened(false)
    setPosition((current) => current + 1)
  }
  const withoutPhone = queue.length - position

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

  if (!row.phone && !oneByOne && withoutPhone > 1) {
    return (
      <>
        <DialogContent dividers>
          <Typography role="status">
            Quedan {plural(withoutPhone, 'familia sin teléfono', 'familias sin teléfono')}: para
            cada una, WhatsApp te pedirá elegir el contacto.
          </Typography>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setPosition(queue.length)}>Saltarlas todas</Button>
          <Button variant="contained" onClick={() => setOneByOne(true)}>
            Enviar una por una
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
        {opened && (
          <Alert severity="info">
            ¿Se envió el mensaje a {row.family_name}? Solo se registra si dices que sí.
          </Alert>
        )}
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
          variant={opened ? 'outlined' : 'contained'}
          color="success"
          href={whatsappLink(message, row.phone)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => setOpened(true)}
        >
          {opened ? 'Abrir de nuevo' : 'Abrir en WhatsApp'}
        </Button>
        {opened && (
          <Button
            variant="contained"
            onClick={() => {
              // one record per family, however fast the couple taps
              if (!busy) record()
            }}
            aria-disabled={busy || undefined}
          >
            Sí, se envió
          </Button>
        )}
      </DialogActions>
    </>
  )
}
