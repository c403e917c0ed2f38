import Typography from '@mui/material/Typography'
import { publicSiteUrl } from '../../../lib/guest-list/invitation-link'

export type LinkAddressNoteProps = {
  siteUrl: string | null
  origin: string
  /** said once above the whole list rather than beside one invitation's link */
  everyLink?: boolean
}

/**
 * Which address an invitation's link starts with, so a localhost link never goes unnoticed; the
 * list says it once, for every link, rather than on each card.
 */
export function LinkAddressNote({ siteUrl, origin, everyLink = false }: LinkAddressNoteProps) {
  const publicUrl = publicSiteUrl(siteUrl)
  const subject = everyLink ? 'Los enlaces de las invitaciones usan' : 'El enlace usa'
  return (
    <Typography
      variant="body2"
      data-link-address
      color="text.secondary"
      sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
    >
      {publicUrl
        ? `${subject} la dirección pública del sitio: ${new URL(publicUrl).origin}`
        : `${subject} la dirección de este panel, ${origin}, hasta que escribas la «Dirección pública del sitio».`}
    </Typography>
  )
}
