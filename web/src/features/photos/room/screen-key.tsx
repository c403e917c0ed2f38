import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { photoErrorMessage } from './photo-error-message'
import { photoModerationApi } from './photo-moderation-api'
import { photoKeys } from './photo-queries'

/** The TV's page: the key after #, so it never reaches a server's log. */
export const screenLink = (origin: string, key: string) => `${origin}/fotos/pantalla#${key}`

export type ScreenKeyProps = { made: boolean }

/**
 * «Pantalla»: a link with a key for the venue's TV. The key is shown once, when made (the
 * database keeps only its hash); a new one replaces the old, which stops working.
 */
export function ScreenKey({ made }: ScreenKeyProps) {
  const headingId = useId()
  const client = useQueryClient()
  const [link, setLink] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function makeKey() {
    setBusy(true)
    setProblem(null)
    try {
      setLink(screenLink(window.location.origin, await photoModerationApi.newScreenKey()))
      await client.invalidateQueries({ queryKey: photoKeys.settings })
    } catch (error) {
      setProblem(photoErrorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Pantalla
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Abre este enlace en la televisión o el proyector del salón: muestra las fotos aprobadas, las
        nuevas primero, con el código QR para subir fotos.
        {made &&
          !link &&
          ' Ya crearon un enlace; si lo perdieron, creen otro: el anterior deja de funcionar.'}
      </Typography>
      {link && (
        <Alert severity="info" sx={{ mb: 1, wordBreak: 'break-all' }}>
          Copien este enlace ahora: no se vuelve a mostrar.{' '}
          <a href={link} target="_blank" rel="noreferrer">
            {link}
          </a>
        </Alert>
      )}
      <Button variant="outlined" onClick={() => void makeKey()} disabled={busy}>
        {made ? 'Crear otro enlace de pantalla' : 'Crear enlace de pantalla'}
      </Button>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  )
}
