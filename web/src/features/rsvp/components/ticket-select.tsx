import TextField from '@mui/material/TextField'
import { useSiteTexts } from '../../../content/use-site-texts'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { people } from '../utils/plural'

export type TicketSelectProps = {
  available: number
  value: number | null
  onChange: (tickets: number | null) => void
  error: string | null
}

/** 1 through available tickets, "1 persona", "2 personas"…; required when attending. */
export function TicketSelect({ available, value, onChange, error }: TicketSelectProps) {
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  const counts = Array.from({ length: available }, (_, index) => index + 1)
  return (
    <TextField
      select
      required
      label={labels.tickets}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        formHelperText: { role: 'alert' },
      }}
    >
      <option value="" disabled>
        {labels.chooseTickets}
      </option>
      {counts.map((count) => (
        <option key={count} value={count}>
          {people(count, labels)}
        </option>
      ))}
    </TextField>
  )
}
