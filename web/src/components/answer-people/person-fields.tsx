import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import { useId } from 'react'
import type { RsvpQuestions, RsvpQuestionTexts } from '../../content/rsvp-questions'
import { answerTextLimits } from '../../lib/guest-list/answer-text-rules'
import {
  personFieldsShown,
  type DraftEditor,
  type PersonDraft,
  type PersonProblems,
} from '../../lib/guest-list/person-draft'

/**
 * The words of the people's fields: the Studio's texts, and what the couple's dialog says instead
 * of placeholders (a hint under the meal's details, each text's length, a meal no longer offered).
 */
export type AnswerFieldTexts = RsvpQuestionTexts & {
  mealDetailsHint?: string
  /** «Hasta {max} caracteres.» */
  lengthHint?: string
  /** «{meal} (ya no se ofrece)» */
  mealGone?: string
}

export type PersonFieldsProps = {
  editor: DraftEditor
  /** counts from 0: the first is «Persona 1» */
  index: number
  person: PersonDraft
  questions: RsvpQuestions
  texts: AnswerFieldTexts
  problems: PersonProblems | undefined
  onChange: (person: PersonDraft) => void
}

const legendStyle = { fontWeight: 600, color: 'text.primary', px: 0.5 }

/**
 * How each page tells its fields' problems: the guest's page reads each out as it appears, as its
 * other fields do; the couple's dashboard sums them up in one alert, as its other dialogs do.
 */
export const helperAlert = (editor: DraftEditor) =>
  editor === 'guest' ? ({ formHelperText: { role: 'alert' } } as const) : {}

/** One seat: the person's name, adult or child, meal and events, as far as the couple asks. */
export function PersonFields(props: PersonFieldsProps) {
  const { editor, index, person, questions, texts, problems, onChange } = props
  const guest = editor === 'guest'
  const shown = personFieldsShown(person, questions, editor)
  const meal = questions.mealChoices.find((choice) => choice.key === person.meal)
  const mealGone = person.meal !== '' && !meal
  const allEvents = questions.events.map((event) => event.key)
  const { events } = person
  const eventsProblemId = useId()

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
        {texts.person.replace('{number}', String(index + 1))}
      </Box>
      {shown.name && (
        <TextField
          label={questions.namesRequired ? texts.name : texts.nameOptional}
          placeholder={texts.namePlaceholder || undefined}
          required={questions.namesRequired}
          value={person.name}
          onChange={(event) => onChange({ ...person, name: event.target.value })}
          error={Boolean(problems?.name)}
          helperText={problems?.name}
          autoComplete={guest && index === 0 ? 'name' : 'off'}
          fullWidth
          slotProps={{ htmlInput: { maxLength: answerTextLimits.name }, ...helperAlert(editor) }}
        />
      )}
      {shown.ageGroup && (
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
      {shown.meal && (
        <TextField
          select
          label={texts.meal}
          // the guest's form offers only what is asked; the couple's keeps what is recorded
          value={meal || !guest ? person.meal : ''}
          onChange={(event) => onChange({ ...person, meal: event.target.value })}
          error={Boolean(problems?.meal)}
          helperText={problems?.meal ?? (guest && mealGone ? texts.choiceGone : undefined)}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{texts.noMeal}</option>
          {questions.mealChoices.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
          {!guest && mealGone && (
            <option value={person.meal}>
              {(texts.mealGone ?? '{meal}').replace('{meal}', person.meal)}
            </option>
          )}
        </TextField>
      )}
      {shown.mealDetails && (
        <TextField
          label={texts.mealDetails}
          placeholder={texts.mealDetailsPlaceholder || undefined}
          value={person.mealDetails}
          onChange={(event) => onChange({ ...person, mealDetails: event.target.value })}
          error={Boolean(problems?.mealDetails)}
          helperText={problems?.mealDetails ?? texts.mealDetailsHint}
          fullWidth
          slotProps={{
            htmlInput: { maxLength: answerTextLimits.mealDetails },
            ...helperAlert(editor),
          }}
        />
      )}
      {shown.events && (
        <Box
          component="fieldset"
          sx={{ m: 0, p: 0, border: 0 }}
          aria-describedby={problems?.events ? eventsProblemId : undefined}
        >
          <FormLabel component="legend" sx={legendStyle} error={Boolean(problems?.events)}>
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
                    slotProps={{
                      input: problems?.events
                        ? { 'aria-invalid': true, 'aria-describedby': eventsProblemId }
                        : {},
                    }}
                  />
                }
              />
            ))}
          </FormGroup>
          {problems?.events && (
            <FormHelperText id={eventsProblemId} error role={guest ? 'alert' : undefined}>
              {problems.events}
            </FormHelperText>
          )}
        </Box>
      )}
    </Box>
  )
}
