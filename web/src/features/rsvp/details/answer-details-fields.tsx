import { useEffect, useId, useRef } from 'react'
import {
  familyTextLimits,
  seatDrafts,
  withPerson,
  type AnswerDraft,
} from '../../../lib/guest-list/person-draft'
import type { QuestionSet } from '../hooks/use-rsvp-questions'
import type { FormError } from '../utils/validate-response'
import { asksPeople, detailsProblems } from './details-draft'
import { GuestPersonFields, GuestTextField } from './guest-person-fields'
import '../components/response-form.css'
import './answer-details.css'

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
 * «Preguntas de la confirmación». Plain React and CSS, like the rest of the guest's form; loaded
 * once a guest touches the form.
 */
export function AnswerDetailsFields(props: AnswerDetailsFieldsProps) {
  const { seats, questionSet, value, onChange, error } = props
  const { questions, texts } = questionSet
  const headingId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const problems = error ? detailsProblems(value, seats, questionSet) : null
  const limits = familyTextLimits(questions)
  const family = (part: 'message' | 'song') => ({
    value: value[part],
    onChange: (text: string) => onChange({ ...value, [part]: text }),
    problem: problems?.[part] ?? undefined,
    maxLength: limits[part],
  })

  useEffect(() => {
    if (!error) return
    const first = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')
    first?.focus()
  }, [error])

  return (
    <div ref={ref} className="answer-details">
      {asksPeople(questions) && (
        <section aria-labelledby={headingId} className="answer-details__people">
          <div>
            <h4 id={headingId} className="answer-details__heading">
              {texts.peopleHeading}
            </h4>
            <p className="answer-details__hint">{texts.peopleHint}</p>
          </div>
          {seatDrafts(value, seats).map((person, index) => (
            <GuestPersonFields
              key={index}
              index={index}
              person={person}
              questions={questions}
              texts={texts}
              problems={problems?.people[index]}
              onChange={(next) => onChange(withPerson(value, index, next))}
            />
          ))}
        </section>
      )}
      {error && !problems && (
        <p role="alert" tabIndex={-1} className="response-form__error">
          {error.message}
        </p>
      )}
      {questions.messageMaxLength !== null && (
        <GuestTextField
          label={texts.message}
          placeholder={texts.messagePlaceholder}
          multiline
          {...family('message')}
        />
      )}
      {questions.songMaxLength !== null && (
        <GuestTextField
          label={texts.song}
          placeholder={texts.songPlaceholder}
          {...family('song')}
        />
      )}
    </div>
  )
}
