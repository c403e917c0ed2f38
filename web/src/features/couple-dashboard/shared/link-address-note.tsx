import Typography from '@mui/material/Typography'
import { publicSiteUrl } from './public-address'

export type LinkAddressNoteProps = { siteUrl: string | null; origin: string }

/** Which address an invitation's link starts with, so a localhost link never goes unnoticed. */
export function LinkAddressNote({ siteUrl, origin }: LinkAddressNoteProps) {
  const publicUrl = publicSiteUrl(siteUrl)
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
      {publicUrl
        ? `El enlace usa la dirección pública del sitio: ${new URL(publicUrl).origin}`
        : `El enlace usa la dirección de este panel, ${origin}, hasta que escribas la «Dirección pública del sitio».`}
    </Typography>
  )
}
