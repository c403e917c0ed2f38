import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState, type FormEvent } from 'react'
import { notify } from '../../../lib/toasts/notify'
import { photoErrorMessage } from './photo-error-message'
import type { PhotoSettings } from './photo-moderation-api'
import { useSaveSettings } from './photo-queries'

/** «2026-06-13T18:00» in this browser's time, as a datetime-local field holds it. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null)

export type PhotoSettingsFormProps = { settings: PhotoSettings }

/**
 * The wall's rules: when guests may upload, how many photos a family may send, whether a new
 * photo is shown without review, and whether guests see the gallery.
 */
export function PhotoSettingsForm({ settings }: PhotoSettingsFormProps) {
  const headingId = useId()
  const save = useSaveSettings()
  const [from, setFrom] = useState(toLocalInput(settings.uploads_open_from))
  const [until, setUntil] = useState(toLocalInput(settings.uploads_open_until))
  const [quota, setQuota] = useState(String(settings.quota_per_invitation))
  const [problem, setProblem] = useState<string | null>(null)

  const current = {
    uploads_open_from: settings.uploads_open_from,
    uploads_open_until: settings.uploads_open_until,
    quota_per_invitation: settings.quota_per_invitation,
    auto_approve: settings.auto_approve,
    gallery_visible: settings.gallery_visible,
  }

  async function saveWith(change: Partial<typeof current>, done: string) {
    setProblem(null)
    try {
      await save.mutateAsync({ ...current, ...change })
      notify(done, 'success')
    } catch (error) {
      setProblem(photoErrorMessage(error))
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const limit = Number(quota.trim())
    if (!/^\d{1,4}$/.test(quota.trim()) || limit > 1000) {
      setProblem('Escribe un número de fotos de 0 a 1000.')
      return
    }
    await saveWith(
      {
        uploads_open_from: fromLocalInput(from),
        uploads_open_until: fromLocalInput(until),
        quota_per_invitation: limit,
      },
      'Guardamos cuándo y cuántas fotos pueden subir.',
    )
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Reglas de las fotos
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={settings.auto_approve}
            disabled={save.isPending}
            onChange={(event) =>
              void saveWith(
                { auto_approve: event.target.checked },
                event.target.checked
                  ? 'Las fotos nuevas se aprueban solas.'
                  : 'Las fotos nuevas esperan su revisión.',
              )
            }
          />
        }
        label="Aprobar automáticamente"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Encendido, cada foto que suba una familia invitada se aprueba al llegar y sale en la
        pantalla (y en la galería, si la muestran). Apagado, espera a que la aprueben aquí.
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={settings.gallery_visible}
            disabled={save.isPending}
            onChange={(event) =>
              void saveWith(
                { gallery_visible: event.target.checked },
                event.target.checked
                  ? 'Los invitados ya ven la galería.'
                  : 'Los invitados ya no ven la galería.',
              )
            }
          />
        }
        label="Mostrar la galería a los invitados"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Apagado, nadie ve las fotos de los demás. Encendido, los invitados ven las fotos aprobadas.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <TextField
          type="datetime-local"
          label="Pueden subir desde"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Vacío: desde ya"
        />
        <TextField
          type="datetime-local"
          label="Hasta"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Vacío: sin fin"
        />
        <TextField
          label="Fotos por invitación"
          value={quota}
          onChange={(event) => setQuota(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: '12rem' }}
        />
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: 1 }}>
          Guardar
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  )
}
