import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { DownloadAllSection } from './download-all-section'
import { PhotoGrid } from './photo-grid'
import { photoErrorMessage } from './photo-error-message'
import { usePhotos, usePhotoSettings } from './photo-queries'
import { PhotoSettingsForm } from './photo-settings-form'
import { ScreenKey } from './screen-key'
import { TableCards } from './table-cards'

/** «Fotos»: the guests' photos to review, the wall's rules, the TV's link and the download. */
export type PhotosRoomProps = {
  /** The couple's «Dirección pública del sitio», for the tables' QR. */
  siteUrl: string | null
}

export function PhotosRoom({ siteUrl }: PhotosRoomProps) {
  const photos = usePhotos()
  const settings = usePhotoSettings()
  const error = photos.error ?? settings.error
  const pending = photos.data?.filter((photo) => photo.status === 'pending').length ?? 0

  return (
    <>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {photoErrorMessage(error)}
        </Alert>
      )}
      {settings.data && <PhotoSettingsForm settings={settings.data} />}
      {settings.data && <ScreenKey made={settings.data.screen_key_made} />}
      <TableCards siteUrl={siteUrl} />
      {photos.data && <DownloadAllSection photos={photos.data} />}
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {photos.data
          ? `${photos.data.length} fotos${pending ? `, ${pending} por revisar` : ''}`
          : 'Cargando las fotos…'}
      </Typography>
      {photos.data && <PhotoGrid photos={photos.data} />}
    </>
  )
}
