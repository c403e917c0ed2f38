import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { notify } from '../../../lib/toasts/notify'
import type { GuestMessagesQueryResult } from '../../../content/sanity.types'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { fillTemplate, whatsappLink } from '../../../lib/couple/messages/message-templates'
import { personalLink } from '../../../lib/guest-list/invitation-link'
import { LinkAddressNote } from '../list/link-address-note'
import { QrCode } from '../../../components/print/qr-code'
import { SectionHeading } from '../../../components/dashboard/section-heading'

export type SendPanelProps = {
  row: CoupleInvitation
  messages: GuestMessagesQueryResult
  /** rsvp_settings.modification_deadline, for {fecha_limite} */
  deadline: string | null
}

/** The family's personal link: to copy, to send by WhatsApp, or to print as a QR code. */
export function SendPanel({ row, messages, deadline }: SendPanelProps) {
  const origin = window.location.origin
  const link = personalLink(row.human_key, messages.siteUrl, origin)
  const message = fillTemplate('invitation', messages, row, { link, deadline })

  async function copy() {
    try {
      await navigator.clipboard.writeText(link)
      notify('Enlace copiado.', 'success')
    } catch {
      notify('No se pudo copiar; selecciona el enlace y cópialo a mano.', 'warning')
    }
  }

  return (
    <section aria-labelledby="novios-enviar">
      <SectionHeading id="novios-enviar">Enviar</SectionHeading>
      <TextField
        label="Enlace personal"
        value={link}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
        onFocus={(event) => event.target.select()}
      />
      <LinkAddressNote siteUrl={messages.siteUrl} origin={origin} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}>
        <Button variant="outlined" onClick={() => void copy()}>
          Copiar enlace
        </Button>
        <Button
          variant="contained"
          color="success"
          href={whatsappLink(message, row.phone)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Enviar por WhatsApp
        </Button>
      </Box>
      <QrCode
        text={link}
        label={`Código QR de la invitación ${row.human_key}`}
        fileName={`invitacion-${row.human_key}.svg`}
      />
    </section>
  )
}
