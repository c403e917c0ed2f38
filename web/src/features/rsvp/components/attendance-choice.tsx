import { useSiteTexts } from '../../../content/use-site-texts'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import './attendance-choice.css'

export type AttendanceChoiceProps = {
  willAttend: boolean
  onChange: (willAttend: boolean) => void
}

/** Attend or "No podré asistir". */
export function AttendanceChoice({ willAttend, onChange }: AttendanceChoiceProps) {
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  const choices = [
    { value: 'yes', label: labels.attend, checked: willAttend },
    { value: 'no', label: labels.decline, checked: !willAttend },
  ]
  return (
    <fieldset className="attendance-choice">
      <legend className="attendance-choice__legend">{labels.willYouAttend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="attendance-choice__option">
          <input
            type="radio"
            name="will-attend"
            value={choice.value}
            checked={choice.checked}
            onChange={() => onChange(choice.value === 'yes')}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  )
}
