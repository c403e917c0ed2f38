import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useSiteTexts } from '../../../content/use-site-texts'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'

export type AttendanceChoiceProps = {
  willAttend: boolean
  onChange: (willAttend: boolean) => void
}

/** Attend or "No podré asistir". */
export function AttendanceChoice({ willAttend, onChange }: AttendanceChoiceProps) {
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {labels.willYouAttend}
      </FormLabel>
      <RadioGroup
        value={willAttend ? 'yes' : 'no'}
        onChange={(event) => onChange(event.target.value === 'yes')}
      >
        <FormControlLabel value="yes" control={<Radio />} label={labels.attend} />
        <FormControlLabel value="no" control={<Radio />} label={labels.decline} />
      </RadioGroup>
    </FormControl>
  )
}
