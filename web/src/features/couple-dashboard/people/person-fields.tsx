import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import type { RsvpQuestions } from '../../../content/rsvp-questions'
import {
  detailsMaxLength,
  nameMaxLength,
  showsDetails,
  type PersonDraft,
  type PersonProblems,
} from './people-draft'

export type PersonFieldsProps = {
  /** counts from 1: «Persona 1» */
  position: number
  person: PersonDraft
  questions: RsvpQuestions
  problems: PersonProblems | undefined
  onChange: (person: PersonDraft) => void
}

/** One confirmed seat: name, age group, meal with its details, and events, as the couple asks. */
export function PersonFields({
  position,
  person,
  questions,
  problems,
  onChange,
}: PersonFieldsProps) {
  const legendId = `persona-${position}`
  const gone =
    person.meal !== '' && !questions.mealChoices.some((choice) => choice.key === person.meal)
  const toggleEvent = (key: string, checked: boolean) =>
    onChange({
      ...person,
      events: checked ? [...person.events, key] : person.events.filter((chosen) => chosen !== key),
    })
  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0, mb: 2 }}
    >
      <Box component="legend" id={legendId} sx={{ px: 0.5, fontWeight: 600 }}>
        Persona {position}
      </Box>
      <TextField
        label={questions.namesRequired ? 'Nombre' : 'Nombre (opcional)'}
        value={person.name}
        onChange={(event) => onChange({ ...person, name: event.target.value })}
        required={questions.namesRequired}
        error={!!problems?.name}
        helperText={problems?.name}
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { maxLength: nameMaxLength } }}
      />
      {questions.askAgeGroup && (
        <FormControl margin="dense">
          <FormLabel id={`${legendId}-edad`}>Edad</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${legendId}-edad`}
            value={person.child ? 'child' : 'adult'}
            onChange={(event) => onChange({ ...person, child: event.target.value === 'child' })}
          >
            <FormControlLabel value="adult" control={<Radio />} label="Adulto" />
            <FormControlLabel value="child" control={<Radio />} label="Niña o niño" />
          </RadioGroup>
        </FormControl>
      )}
      {(questions.mealChoices.length > 0 || person.meal !== '') && (
        <TextField
          select
          label="Comida"
          value={person.meal}
          onChange={(event) => onChange({ ...person, meal: event.target.value })}
          error={!!problems?.meal}
          helperText={problems?.meal}
          fullWidth
          margin="dense"
        >
          <MenuItem value="">Sin preferencia</MenuItem>
          {questions.mealChoices.map((choice) => (
            <MenuItem key={choice.key} value={choice.key}>
              {choice.label}
            </MenuItem>
          ))}
          {gone && <MenuItem value={person.meal}>{person.meal} (ya no se ofrece)</MenuItem>}
        </TextField>
      )}
      {showsDetails(person, questions) && (
        <TextField
          label="Detalles de la comida"
          value={person.mealDetails}
          onChange={(event) => onChange({ ...person, mealDetails: event.target.value })}
          error={!!problems?.mealDetails}
          helperText={problems?.mealDetails ?? 'Por ejemplo: nueces, mariscos'}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: detailsMaxLength } }}
        />
      )}
      {questions.events.length > 0 && (
        <FormControl component="fieldset" margin="dense">
          <FormLabel component="legend">Eventos</FormLabel>
          <FormGroup row>
            {questions.events.map((event) => (
              <FormControlLabel
                key={event.key}
                label={event.title}
                control={
                  <Checkbox
                    checked={person.events.includes(event.key)}
                    onChange={(change) => toggleEvent(event.key, change.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      )}
    </Box>
  )
}
