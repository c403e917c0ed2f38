import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { planParts, photosCsvText, zipPart } from './download-all'
import { photoErrorMessage } from './photo-error-message'
import { photoModerationApi, type CouplePhoto } from './photo-moderation-api'

/** Hands the couple a Blob, as the browser's download. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export const zipName = (part: number, parts: number) =>
  parts === 1 ? 'fotos-de-la-boda.zip' : `fotos-de-la-boda-parte-${part}-de-${parts}.zip`

export type DownloadAllSectionProps = { photos: readonly CouplePhoto[] }

/**
 * «Descargar todas»: the originals as ZIPs built in the browser as the photos stream in, in parts
 * of at most 500 MB, with a CSV of who sent each and when in the first.
 */
export function DownloadAllSection({ photos }: DownloadAllSectionProps) {
  const headingId = useId()
  const [progress, setProgress] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  async function download() {
    setProblem(null)
    try {
      const parts = planParts(photos)
      for (const [index, part] of parts.entries()) {
        setProgress(
          parts.length === 1
            ? 'Preparando el archivo…'
            : `Preparando la parte ${index + 1} de ${parts.length}…`,
        )
        // signed just before each part: they last an hour
        const urls: Record<string, string | null> = {}
        for (let at = 0; at < part.length; at += 1000) {
          const ids = part.slice(at, at + 1000).map((photo) => photo.id)
          Object.assign(urls, await photoModerationApi.urls(ids, 'full'))
        }
        const blob = await zipPart({
          photos: part,
          urls,
          csv: index === 0 ? photosCsvText(photos) : null,
        })
        saveBlob(blob, zipName(index + 1, parts.length))
      }
      setProgress(null)
    } catch (error) {
      setProgress(null)
      setProblem(photoErrorMessage(error))
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Descargar
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Todas las fotos en su tamaño original, en un archivo ZIP (en partes de hasta 500 MB si son
        muchas), con una lista de quién subió cada una y cuándo.
      </Typography>
      <Button
        variant="contained"
        onClick={() => void download()}
        disabled={progress !== null || photos.length === 0}
      >
        Descargar todas
      </Button>
      {progress && (
        <Typography role="status" sx={{ mt: 1 }}>
          {progress}
        </Typography>
      )}
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  )
}
