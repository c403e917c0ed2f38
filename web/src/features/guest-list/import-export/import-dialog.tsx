import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Typography from '@mui/material/Typography'
import { useState, type ChangeEvent } from 'react'
import type { EventChoice } from '../../../content/rsvp-questions'
import { notify } from '../../../lib/toasts/notify'
import { coupleApi } from '../../../lib/couple/api/couple-api'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { FormError } from '../../../components/form-error'
import { coupleKeys } from '../../../lib/couple/dashboard-queries'
import { useSaveAction } from '../../../lib/couple/use-save-action'
import { plural } from '../../../lib/couple/format'
import { checkCsvImport } from './plan-csv-import'
import { ImportPreview } from './import-preview'
import { ImportProblemList } from './import-problem-list'
import { ImportTemplates } from './import-templates'

export type ImportDialogProps = {
  existing: readonly CoupleInvitation[]
  /** the events the Studio asks about, which the «Eventos» column names by their titles */
  events: readonly EventChoice[]
  onClose: () => void
  onImported?: () => Promise<void>
}

/** Choose a CSV, see what it would change (or every problem), then save all of it or nothing. */
export function ImportDialog({ existing, events, onClose, onImported }: ImportDialogProps) {
  const [file, setFile] = useState<{ name: string; bytes: Uint8Array } | null>(null)
  const [updateExisting, setUpdateExisting] = useState(false)
  const { error, setError, busy, save } = useSaveAction({
    failurePrefix: 'No se guardó nada. ',
    invalidates: [coupleKeys.invitations],
  })
  const check = file ? checkCsvImport(file.bytes, existing, updateExisting, events) : null

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0]
    setError(null)
    setFile(
      chosen ? { name: chosen.name, bytes: new Uint8Array(await chosen.arrayBuffer()) } : null,
    )
  }

  async function saveAll() {
    if (!check?.ok) return
    const { plan } = check
    await save(async () => {
      const report = await coupleApi.importInvitations(
        [...plan.insert, ...plan.update.map((entry) => entry.invitation)],
        updateExisting,
      )
      notify(
        `Se guardaron ${plural(report.inserted, 'invitación nueva', 'invitaciones nuevas')} y ` +
          `${plural(report.updated, 'actualizada', 'actualizadas')}.`,
        'success',
      )
      await onImported?.()
      onClose()
    })
  }

  const changes = check?.ok ? check.plan.insert.length + check.plan.update.length : 0
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle>Importar invitaciones desde CSV</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 1 }}>
          Columnas: Número (vacío para uno al azar), Familia, Jefe de familia y Lugares, en
          cualquier orden (también valen human_key, family_name, family_chief y available_tickets).
          Si quieres, también Teléfono (phone): 10 dígitos o + y la lada de otro país; una celda
          vacía lo borra, y un archivo sin esa columna deja los teléfonos como están. Y Eventos
          (events): los títulos de los eventos a los que está invitada la familia, como los
          escribieron en el Studio, separados por comas o punto y coma; una celda vacía la invita a
          todos, y un archivo sin esa columna deja los eventos como están. Una fila sin número con
          el nombre de una familia que ya está en la lista es esa familia: importar el mismo archivo
          otra vez no crea copias. Se revisa todo el archivo antes de guardar: si hay un problema,
          no se guarda nada.
        </Typography>
        <ImportTemplates />
        <Box component="label" sx={{ display: 'block', mb: 2 }}>
          <Typography component="span" sx={{ display: 'block', mb: 1 }}>
            Archivo CSV
          </Typography>
          <input type="file" accept=".csv,text/csv" onChange={(event) => void choose(event)} />
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={updateExisting}
              onChange={(event) => setUpdateExisting(event.target.checked)}
            />
          }
          label="Actualizar las invitaciones que ya existen (nombre, jefe de familia, lugares, teléfono y eventos)"
        />
        {file && check && !check.ok && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {file.name} tiene {plural(check.problems.length, 'problema', 'problemas')}. No se
              guardó nada.
            </Typography>
            <ImportProblemList problems={check.problems} />
          </Alert>
        )}
        {check?.ok && (
          <ImportPreview
            plan={check.plan}
            ignoredColumns={check.ignoredColumns}
            events={events}
            namesTables={check.namesTables}
          />
        )}
        <FormError error={error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          onClick={() => void saveAll()}
          disabled={!check?.ok || changes === 0 || busy}
          aria-busy={busy}
        >
          Guardar {changes > 0 ? plural(changes, 'invitación', 'invitaciones') : ''}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
