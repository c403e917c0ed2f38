import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { EventChoice } from '../../../content/rsvp-questions'
import { eventTitlesCell } from '../../../lib/guest-csv/event-titles'
import { spanishColumnName } from '../../../lib/guest-csv/header-names'
import type { FieldChange, ImportPlan } from '../../../lib/guest-csv/plan-import'
import { sequentialWarningSpanish } from '../../../lib/guest-csv/sequential-numbers'
import { plural } from '../../../lib/couple/format'
import { ImportProblemList } from './import-problem-list'

export type ImportPreviewProps = {
  plan: ImportPlan
  ignoredColumns: string[]
  /** the events the Studio asks about, to name a family's by their titles */
  events: readonly EventChoice[]
  /** the file names tables, which this import leaves as they are */
  namesTables?: boolean
}

// an empty «Eventos» cell invites the family to every event
const changedValue = (change: FieldChange, value: string | null) =>
  value ?? (change.column === 'events' ? '(todos los eventos)' : '(vacío)')

/** What the import would write, before anything is written. */
export function ImportPreview({
  plan,
  ignoredColumns,
  events,
  namesTables = false,
}: ImportPreviewProps) {
  return (
    <Box sx={{ mt: 2 }} aria-live="polite">
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        Vista previa
      </Typography>
      {ignoredColumns.length > 0 && (
        <Typography>Columnas que no se usan: {ignoredColumns.join(', ')}.</Typography>
      )}
      {namesTables && (
        <Alert severity="info" sx={{ my: 1 }}>
          Aquí no se cambian las mesas: la columna Mesa solo la usa npm run guests:import. En el
          panel, sienta a las familias en «Mesas».
        </Alert>
      )}
      <Typography>
        {plural(plan.insert.length, 'invitación nueva', 'invitaciones nuevas')},{' '}
        {plural(plan.update.length, 'actualizada', 'actualizadas')} y{' '}
        {plural(plan.unchanged.length, 'sin cambios', 'sin cambios')}.
      </Typography>
      {plan.sequential.length > 0 && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {sequentialWarningSpanish(plan.sequential)}
        </Alert>
      )}
      {plan.warnings.length > 0 && (
        <Alert severity="warning" sx={{ my: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>
            Revisa {plural(plan.warnings.length, 'nombre repetido', 'nombres repetidos')} (se puede
            guardar igual):
          </Typography>
          <ImportProblemList problems={plan.warnings} />
        </Alert>
      )}
      {plan.insert.length > 0 && (
        <Box component="ul" sx={{ pl: 3 }} aria-label="Invitaciones nuevas">
          {plan.insert.map((row) => (
            <li key={row.humanKey}>
              {row.humanKey} · {row.familyName}
              {row.familyChief ? ` (${row.familyChief})` : ''} ·{' '}
              {plural(row.availableTickets, 'lugar', 'lugares')}
              {row.eventKeys ? ` · Eventos: ${eventTitlesCell(row.eventKeys, events)}` : ''}
            </li>
          ))}
        </Box>
      )}
      {plan.update.length > 0 && (
        <Box component="ul" sx={{ pl: 3 }} aria-label="Invitaciones actualizadas">
          {plan.update.map(({ invitation, changes }) => (
            <li key={invitation.humanKey}>
              {invitation.humanKey}:{' '}
              {changes
                .map(
                  (change) =>
                    `${spanishColumnName(change.column)}: ${changedValue(change, change.from)} → ` +
                    `${changedValue(change, change.to)}`,
                )
                .join('; ')}
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}
