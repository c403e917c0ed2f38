import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { notify } from '../../lib/toasts/notify'
import { coupleApi } from '../../lib/couple/api/couple-api'
import type { RestorePreview } from '../../lib/couple/api/security-rows'
import { FormError } from '../../components/form-error'
import { coupleKeys } from '../../lib/couple/dashboard-queries'
import { useSaveAction } from '../../lib/couple/use-save-action'
import { plural } from '../../lib/couple/format'
import { defaultRestoreDraft, restoreWindow, type RestoreDraft } from './restore-window'
import { RestorePreviewList } from './restore-preview'

export type RestoreDialogProps = {
  /** Addresses to offer, e.g. those with the most failed look-ups. */
  knownAddresses: readonly string[]
  onClose: () => void
  onRestored?: () => Promise<void>
}

const sameDraft = (a: RestoreDraft, b: RestoreDraft) =>
  a.since === b.since && a.until === b.until && a.address === b.address

/** Choose a time window (and an address), see what would go back, then restore it all at once. */
export function RestoreDialog({ knownAddresses, onClose, onRestored }: RestoreDialogProps) {
  const [draft, setDraft] = useState(defaultRestoreDraft)
  const [previewed, setPreviewed] = useState<{ draft: RestoreDraft; preview: RestorePreview }>()
  const { error, busy, save } = useSaveAction({ invalidates: [coupleKeys.invitations] })
  const preview = previewed && sameDraft(previewed.draft, draft) ? previewed.preview : null
  const addresses = new Set(knownAddresses)
  for (const row of previewed?.preview.addresses ?? []) if (row.address) addresses.add(row.address)
  const changes = preview?.changes.length ?? 0

  const showPreview = () =>
    save(async () => {
      setPreviewed({ draft, preview: await coupleApi.previewRestore(restoreWindow(draft)) })
    })

  const restore = () =>
    save(async () => {
      const { restored } = await coupleApi.restoreAnswers(restoreWindow(draft))
      notify(
        restored === 1 ? 'Se restauró 1 respuesta.' : `Se restauraron ${restored} respuestas.`,
        'success',
      )
      await onRestored?.()
      onClose()
    })

  const field = (name: keyof RestoreDraft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft({ ...draft, [name]: event.target.value }),
  })

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle>Restaurar respuestas</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          Cada invitación que un invitado cambió en este intervalo vuelve a como estaba antes (o a
          «Sin respuesta»). Las que la familia o ustedes cambiaron de nuevo después no se tocan. La
          restauración queda en el historial de cada invitación.
        </Typography>
        <Stack spacing={2}>
          <TextField
            label="Desde"
            type="datetime-local"
            required
            {...field('since')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Hasta"
            type="datetime-local"
            helperText="Vacío: hasta ahora."
            {...field('until')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label="Dirección"
            {...field('address')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Todas las direcciones</option>
            {[...addresses].map((address) => (
              <option key={address} value={address}>
                {address}
              </option>
            ))}
          </TextField>
        </Stack>
        <Button onClick={() => void showPreview()} disabled={busy} sx={{ mt: 2 }}>
          Ver vista previa
        </Button>
        {preview && <RestorePreviewList preview={preview} />}
        <FormError error={error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          onClick={() => void restore()}
          disabled={changes === 0 || busy}
          aria-busy={busy}
        >
          Restaurar {changes > 0 ? plural(changes, 'respuesta', 'respuestas') : ''}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
