import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { localDateTime, defaultTimeZone } from '../../../lib/guest-csv/local-time'
import { notify } from '../../../lib/toasts/notify'
import { photoErrorMessage } from './photo-error-message'
import type { CouplePhoto } from './photo-moderation-api'
import { useDeletePhoto, useSetStatus, useThumbs } from './photo-queries'

const statusLabels: Record<CouplePhoto['status'], string> = {
  pending: 'Por revisar',
  approved: 'Aprobada',
  hidden: 'Oculta',
}

const statusColors = { pending: 'warning', approved: 'success', hidden: 'default' } as const

export type PhotoGridProps = { photos: readonly CouplePhoto[] }

/** Every photo with its family and time, and what the couple does with it. */
export function PhotoGrid({ photos }: PhotoGridProps) {
  const thumbs = useThumbs(photos.map((photo) => photo.id))
  const setStatus = useSetStatus()
  const deletePhoto = useDeletePhoto()
  const [confirming, setConfirming] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  async function run(work: () => Promise<unknown>, done: string) {
    setProblem(null)
    try {
      await work()
      notify(done, 'success')
    } catch (error) {
      setProblem(photoErrorMessage(error))
    }
  }

  if (photos.length === 0) {
    return <Typography>Todavía no hay fotos.</Typography>
  }
  return (
    <>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
        }}
      >
        {photos.map((photo) => {
          const when = localDateTime(photo.uploaded_at, defaultTimeZone)
          const thumb = thumbs.data?.[photo.id]
          return (
            <Box
              component="li"
              key={photo.id}
              aria-label={`Foto de ${photo.family_name}, ${when}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
            >
              <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover' }}>
                {thumb && (
                  <Box
                    component="img"
                    src={thumb}
                    alt={`Foto de ${photo.family_name}`}
                    loading="lazy"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                )}
              </Box>
              <Box sx={{ p: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{photo.family_name}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {photo.human_key} · {when}
                </Typography>
                <Chip
                  size="small"
                  label={statusLabels[photo.status]}
                  color={statusColors[photo.status]}
                  sx={{ my: 1 }}
                />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {photo.status !== 'approved' && (
                    <Button
                      size="small"
                      variant="contained"
                      onClick={() =>
                        void run(
                          () => setStatus.mutateAsync({ id: photo.id, status: 'approved' }),
                          `Aprobada la foto de ${photo.family_name}.`,
                        )
                      }
                    >
                      Aprobar
                    </Button>
                  )}
                  {photo.status !== 'hidden' && (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() =>
                        void run(
                          () => setStatus.mutateAsync({ id: photo.id, status: 'hidden' }),
                          `Oculta la foto de ${photo.family_name}.`,
                        )
                      }
                    >
                      Ocultar
                    </Button>
                  )}
                  {confirming === photo.id ? (
                    <Button
                      size="small"
                      color="error"
                      variant="contained"
                      onClick={() =>
                        void run(async () => {
                          await deletePhoto.mutateAsync(photo.id)
                          setConfirming(null)
                        }, `Borrada la foto de ${photo.family_name}.`)
                      }
                    >
                      Sí, borrar
                    </Button>
                  ) : (
                    <Button size="small" color="error" onClick={() => setConfirming(photo.id)}>
                      Borrar
                    </Button>
                  )}
                </Box>
              </Box>
            </Box>
          )
        })}
      </Box>
    </>
  )
}
