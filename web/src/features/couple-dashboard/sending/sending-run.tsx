import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { coupleApi } from '../api/couple-api'
import { useSaveAction } from '../shared/use-save-action'
import { plural } from '../shared/format'
import { fillTemplate, templateLabels, whatsappLink, type TemplateKey } from './message-templates'
import { personalLink } from '../shared/personal-link'
import { InvitationNumber } from '../shared/invitation-number'
import type { SendingRunDialogProps } from './sending-run-dialog'

export type SendingRunProps = SendingRunDialogProps & {
  template: TemplateKey
  /** the families' numbers, in the order the run goes through them */
  queue: string[]
}

/** One family at a time: the filled message, then send it and go on, or pass it. */
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
