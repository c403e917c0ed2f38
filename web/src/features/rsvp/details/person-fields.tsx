import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import type { RsvpQuestions, RsvpQuestionTexts } from '../../../content/rsvp-questions'
import { answerTextLimits } from '../../../lib/guest-list/answer-text-rules'
import type { DetailsProblems, PersonDraft } from './details-draft'

export type PersonFieldsProps = {
  index: number
  person: PersonDraft
  questions: RsvpQuestions
  texts: RsvpQuestionTexts
  problems: DetailsProblems
  onChange: (person: PersonDraft) => void
}

const legendStyle = { fontWeight: 600, color: 'text.primary', px: 0.5 }
const helperAlert = { formHelperText: { role: 'alert' } } as const

/** One seat: the person's name, adult or child, meal and events, as far as the couple asks. */
export function PersonFields({
  index,
  person,
  questions,
  texts,
  problems,
  onChange,
}: PersonFieldsProps) {
  const number = String(index + 1)
  const meal = questions.mealChoices.find((choice) => choice.key === person.meal)
  const mealGone = person.meal !== '' && !meal
  const allEvents = questions.events.map((event) => event.key)
  const events = person.events ?? allEvents
  const nameProblem = problems[`person-${index}-name`]
  const detailsProblem = problems[`person-${index}-mealDetails`]

  function toggleEvent(key: string, attends: boolean) {
    const next = attends ? [...events, key] : events.filter((event) => event !== key)
    onChange({ ...person, events: allEvents.filter((event) => next.includes(event)) })
  }

  return (
    <Box
      component="fieldset"
      sx={{
        m: 0,
        p: 2,
        display: 'grid',
        gap: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box component="legend" sx={legendStyle}>
        {texts.person.replace('{number}', number)}
      </Box>
      {questions.askNames && (
        <TextField
          label={questions.namesRequired ? texts.name : texts.nameOptional}
          placeholder={texts.namePlaceholder}
          required={questions.namesRequired}
          value={person.name}
          onChange={(event) => onChange({ ...person, name: event.target.value })}
          error={Boolean(nameProblem)}
          helperText={nameProblem}
          autoComplete={index === 0 ? 'name' : 'off'}
          fullWidth
          slotProps={{ htmlInput: { maxLength: answerTextLimits.name }, ...helperAlert }}
        />
      )}
      {questions.askAgeGroup && (
        <Box component="fieldset" sx={{ m: 0, p: 0, border: 0 }}>
          <FormLabel component="legend" sx={legendStyle}>
            {texts.ageGroup}
          </FormLabel>
          <RadioGroup
            row
            value={person.child ? 'child' : 'adult'}
            onChange={(event) => onChange({ ...person, child: event.target.value === 'child' })}
          >
            <FormControlLabel value="adult" control={<Radio />} label={texts.adult} />
            <FormControlLabel value="child" control={<Radio />} label={texts.child} />
          </RadioGroup>
        </Box>
      )}
      {questions.mealChoices.length > 0 && (
        <TextField
          select
          label={texts.meal}
          value={meal ? person.meal : ''}
          onChange={(event) => onChange({ ...person, meal: event.target.value })}
          helperText={mealGone ? texts.choiceGone : undefined}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{texts.noMeal}</option>
          {questions.mealChoices.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
        </TextField>
      )}
      {meal?.asksDetails && (
        <TextField
          label={texts.mealDetails}
          placeholder={texts.mealDetailsPlaceholder}
          value={person.mealDetails}
          onChange={(event) => onChange({ ...person, mealDetails: event.target.value })}
          error={Boolean(detailsProblem)}
          helperText={detailsProblem}
          fullWidth
          slotProps={{ htmlInput: { maxLength: answerTextLimits.mealDetails }, ...helperAlert }}
        />
      )}
      {questions.events.length > 0 && (
        <Box component="fieldset" sx={{ m: 0, p: 0, border: 0 }}>
          <FormLabel component="legend" sx={legendStyle}>
            {texts.events}
          </FormLabel>
          <FormGroup>
            {questions.events.map((event) => (
              <FormControlLabel
                key={event.key}
                label={event.title}
                control={
                  <Checkbox
                    checked={events.includes(event.key)}
                    onChange={(change) => toggleEvent(event.key, change.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
      )}
    </Box>
  )
}
