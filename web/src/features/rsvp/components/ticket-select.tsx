import { useId } from 'react'
import { useSiteTexts } from '../../../content/use-site-texts'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { people } from '../utils/plural'
import { FieldMessage } from '../../../components/field-message'
import '../../../components/field.css'

export type TicketSelectProps = {
  available: number
  value: number | null
  onChange: (tickets: number | null) => void
  error: string | null
}

/** 1 through available tickets, "1 persona", "2 personas"…; required when attending. */
export function TicketSelect({ available, value, onChange, error }: TicketSelectProps) {
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  const selectId = useId()
  const errorId = useId()
  const counts = Array.from({ length: available }, (_, index) => index + 1)
  return (
    <div className="field">
      <label htmlFor={selectId} className="field__label">
        {labels.tickets}
      </label>
      <select
        id={selectId}
        name="tickets"
        className="field__input"
        required
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="" disabled>
          {labels.chooseTickets}
        </option>
        {counts.map((count) => (
          <option key={count} value={count}>
            {people(count, labels)}
          </option>
        ))}
      </select>
      <FieldMessage id={errorId} message={error} />
    </div>
  )
}
