import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useRef } from 'react'
import type { QuestionSet } from '../hooks/use-rsvp-questions'
import type { FormError } from '../utils/validate-response'
import {
  asksPeople,
  detailsProblems,
  seatDrafts,
  type DetailsDraft,
  type PersonDraft,
} from './details-draft'
import { PersonFields } from './person-fields'

export type AnswerDetailsFieldsProps = {
  seats: number
  questionSet: QuestionSet
  value: DetailsDraft
  onChange: (details: DetailsDraft) => void
  /** the people form's error: its fields show their own problems, or the whole form shows it */
  error: FormError | null
}

/**
 * One block per confirmed seat, then the family's message and song: what the couple asks in
 * «Preguntas de la confirmación». Loaded only once a guest chooses how many people come.
 */
export function AnswerDetailsFields(props: AnswerDetailsFieldsProps) {
  const { seats, questionSet, value, onChange, error } = props
  const { questions, texts } = questionSet
  const headingId = useId()
  const alertId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const problems = error ? detailsProblems(value, seats, questions, texts) : {}
  const fieldsShowError = Object.keys(problems).length > 0

  useEffect(() => {
    if (!error) return
    const first = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')
    first?.focus()
  }, [error])

  function changePerson(index: number, person: PersonDraft) {
    const people = seatDrafts(value, Math.max(value.people.length, seats))
    people[index] = person
    onChange({ ...value, people })
  }

  return (
    <Box ref={ref} sx={{ mt: 3, display: 'grid', gap: 2 }}>
      {asksPeople(questions) && (
        <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
          <div>
            <Typography variant="h4" component="h4" id={headingId} sx={{ fontSize: '1.25rem' }}>
              {texts.peopleHeading}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {texts.peopleHint}
            </Typography>
          </div>
          {seatDrafts(value, seats).map((person, index) => (
            <PersonFields
              key={index}
              index={index}
              person={person}
              questions={questions}
              texts={texts}
              problems={problems}
              onChange={(next) => changePerson(index, next)}
            />
          ))}
        </Box>
      )}
      {error && !fieldsShowError && (
        <Alert id={alertId} severity="error" tabIndex={-1}>
          {error.message}
        </Alert>
      )}
      {questions.messageMaxLength !== null && (
        <TextField
          label={texts.message}
          placeholder={texts.messagePlaceholder}
          multiline
          minRows={3}
          value={value.message}
          onChange={(event) => onChange({ ...value, message: event.target.value })}
          error={Boolean(problems.message)}
          helperText={problems.message}
          fullWidth
          slotProps={{
            htmlInput: { maxLength: questions.messageMaxLength },
            formHelperText: { role: 'alert' },
          }}
        />
      )}
      {questions.songMaxLength !== null && (
        <TextField
          label={texts.song}
          placeholder={texts.songPlaceholder}
          value={value.song}
          onChange={(event) => onChange({ ...value, song: event.target.value })}
          error={Boolean(problems.song)}
          helperText={problems.song}
          fullWidth
          slotProps={{
            htmlInput: { maxLength: questions.songMaxLength },
            formHelperText: { role: 'alert' },
          }}
        />
      )}
    </Box>
  )
}
