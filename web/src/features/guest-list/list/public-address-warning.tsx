import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Link from '@mui/material/Link'
import { publicSiteUrl } from '../../../lib/guest-list/invitation-link'
import {
  linksArePrivate,
  publicAddressPlace,
  studioAddressFieldLink,
} from '../../../lib/couple/public-address'

export type PublicAddressWarningProps = {
  /** siteSettings.seo.siteUrl, as the couple typed it. */
  siteUrl: string | null
  /** This dashboard's own address, which the links use meanwhile. */
  origin: string
  /** The Studio's address (VITE_SANITY_STUDIO_URL), or null when the site does not know it. */
  studioUrl: string | null
}

/**
 * Says, until the couple sets the public address, which address their links carry instead; and
 * when the address they set is one a guest's phone cannot open (localhost, a private network).
 */
export function PublicAddressWarning({ siteUrl, origin, studioUrl }: PublicAddressWarningProps) {
  const publicUrl = publicSiteUrl(siteUrl)
  const field = studioAddressFieldLink(studioUrl)
  const studioLink = field && (
    <>
      {' '}
      <Link href={field} target="_blank" rel="noopener noreferrer">
        Abrir «Dirección pública del sitio» en el Studio
      </Link>
    </>
  )
  if (publicUrl) {
    if (!linksArePrivate(siteUrl, origin)) return null
    const address = new URL(publicUrl).origin
    return (
      <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
        <AlertTitle>Los enlaces personales usan {address}, que no abre fuera de tu red</AlertTitle>
        La «Dirección pública del sitio» es {address}: solo esta computadora o su red la abren, así
        que las familias no podrán abrir su invitación. Escribe la de tu sitio publicado en el
        Studio: {publicAddressPlace}.{studioLink}
      </Alert>
    )
  }
  const why = siteUrl?.trim()
    ? `la «Dirección pública del sitio» («${siteUrl}») no es una dirección web que empiece con https://`
    : 'aún no está escrita la «Dirección pública del sitio»'
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>Los enlaces personales usan la dirección de este panel: {origin}</AlertTitle>
      Los enlaces que envíes empiezan con {origin} porque {why}. Si esa no es la dirección de tu
      sitio publicado, las familias no podrán abrir su invitación. Escríbela en el Studio:{' '}
      {publicAddressPlace}.{studioLink}
    </Alert>
  )
}
