import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Link from '@mui/material/Link'
import {
  linkOrigin,
  linksArePrivate,
  publicAddressPlace,
  studioAddressFieldLink,
} from '../../lib/couple/public-address'

export type PrivateLinksWarningProps = {
  /** what carries the links, as the title's subject: «Las invitaciones impresas» */
  subject: string
  /** siteSettings.seo.siteUrl, as the couple typed it */
  siteUrl: string | null
  /** this dashboard's own address, which the links use until the public one is set */
  origin: string
  /** the Studio's address (VITE_SANITY_STUDIO_URL), or null when the site does not know it */
  studioUrl: string | null
}

/**
 * Says, before anything goes on paper or into a QR code, that its links lead to an address a
 * guest's phone cannot open (localhost, a private network), and where to write the public one.
 * Nothing when the links are fine.
 */
export function PrivateLinksWarning({
  subject,
  siteUrl,
  origin,
  studioUrl,
}: PrivateLinksWarningProps) {
  if (!linksArePrivate(siteUrl, origin)) return null
  const address = linkOrigin(siteUrl, origin)
  const field = studioAddressFieldLink(studioUrl)
  return (
    <Alert
      severity="warning"
      role="alert"
      data-private-links
      // the standard colours keep their contrast; the border makes it hard to miss
      sx={{ border: 2, borderColor: 'warning.main' }}
    >
      <AlertTitle>
        {subject} llevan enlaces que no abrirán en el teléfono de los invitados
      </AlertTitle>
      Los enlaces empiezan con {address}, una dirección que solo abre esta computadora o su red.
      Escribe la «Dirección pública del sitio» (la de tu sitio publicado, https://…) en el Studio:{' '}
      {publicAddressPlace}.
      {field && (
        <>
          {' '}
          <Link href={field} target="_blank" rel="noopener noreferrer">
            Abrir «Dirección pública del sitio» en el Studio
          </Link>
        </>
      )}
    </Alert>
  )
}
