import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Link from '@mui/material/Link'
import { publicAddressPlace, publicSiteUrl, studioSettingsLink } from '../shared/public-address'

export type PublicAddressWarningProps = {
  /** siteSettings.seo.siteUrl, as the couple typed it. */
  siteUrl: string | null
  /** This dashboard's own address, which the links use meanwhile. */
  origin: string
  /** The Studio's address (VITE_SANITY_STUDIO_URL), or null when the site does not know it. */
  studioUrl: string | null
}

/** Says, until the couple sets the public address, which address their links carry instead. */
export function PublicAddressWarning({ siteUrl, origin, studioUrl }: PublicAddressWarningProps) {
  if (publicSiteUrl(siteUrl)) return null
  const settings = studioSettingsLink(studioUrl)
  const why = siteUrl?.trim()
    ? `la «Dirección pública del sitio» («${siteUrl}») no es una dirección web que empiece con https://`
    : 'aún no está escrita la «Dirección pública del sitio»'
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>Los enlaces personales usan la dirección de este panel: {origin}</AlertTitle>
      Los enlaces que envíes empiezan con {origin} porque {why}. Si esa no es la dirección de tu
      sitio publicado, las familias no podrán abrir su invitación. Escríbela en el Studio:{' '}
      {publicAddressPlace}.
      {settings && (
        <>
          {' '}
          <Link href={settings} target="_blank" rel="noopener noreferrer">
            Abrir «Ajustes generales» en el Studio
          </Link>
        </>
      )}
    </Alert>
  )
}
