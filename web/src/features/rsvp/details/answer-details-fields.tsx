import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useRef } from 'react'
import { FamilyTextFields } from '../../../components/answer-people/family-text-fields'
import { PersonFields } from '../../../components/answer-people/person-fields'
import { seatDrafts, withPerson, type AnswerDraft } from '../../../lib/guest-list/person-draft'
import type { QuestionSet } from '../hooks/use-rsvp-questions'
import type { FormError } from '../utils/validate-response'
import { asksPeople, detailsProblems } from './details-draft'

export type AnswerDetailsFieldsProps = {
  seats: number
  questionSet: QuestionSet
  value: AnswerDraft
  onChange: (details: AnswerDraft) => void
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
  const problems = error ? detailsProblems(value, seats, questionSet) : null

  useEffect(() => {
    if (!error) return
    const first = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')
    first?.focus()
  }, [error])

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
              editor="guest"
              index={index}
              person={person}
              questions={questions}
              texts={texts}
              problems={problems?.people[index]}
              onChange={(next) => onChange(withPerson(value, index, next))}
            />
          ))}
        </Box>
      )}
      {error && !problems && (
        <Alert id={alertId} severity="error" tabIndex={-1}>
          {error.message}
        </Alert>
      )}
      <FamilyTextFields
        editor="guest"
        draft={value}
        show={{
          message: questions.messageMaxLength !== null,
          song: questions.songMaxLength !== null,
        }}
        questions={questions}
        texts={texts}
        problems={problems}
        onChange={onChange}
      />
    </Box>
  )
}
