import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { RestorePreview } from '../../lib/couple/api/security-rows'
import { answerWithPeople } from '../../lib/couple/format'

export type RestorePreviewListProps = { preview: RestorePreview }

const addressLabel = (address: string | null) => address ?? 'sin dirección'

/** What a restore would change, before anything is changed. */
export function RestorePreviewList({ preview }: RestorePreviewListProps) {
  const { changes, changed_later: changedLater, addresses } = preview
  return (
    <Box sx={{ mt: 2 }} aria-live="polite">
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        Vista previa
      </Typography>
      {changes.length === 0 ? (
        <Typography>No hay respuestas que restaurar en este intervalo.</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 3 }} aria-label="Respuestas que se restaurarán">
          {changes.map((change) => (
            <li key={change.human_key}>
              {change.human_key} · {change.family_name}:{' '}
              {answerWithPeople(change.from.will_attend, change.from.confirmed_tickets)} →{' '}
              {answerWithPeople(change.to.will_attend, change.to.confirmed_tickets)}
            </li>
          ))}
        </Box>
      )}
      {changedLater.length > 0 && (
        <Typography sx={{ mt: 1 }}>
          Cambiadas de nuevo después, así que no se tocan:{' '}
          {changedLater.map((row) => `${row.human_key} · ${row.family_name}`).join('; ')}.
        </Typography>
      )}
      {addresses.length > 0 && (
        <Typography sx={{ mt: 1 }}>
          Respuestas de invitados en este intervalo por dirección:{' '}
          {addresses.map((row) => `${addressLabel(row.address)} (${row.answers})`).join(', ')}.
        </Typography>
      )}
    </Box>
  )
}
