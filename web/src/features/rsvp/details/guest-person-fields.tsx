import { useId, type ReactNode } from 'react'
import type { AnswerFieldTexts } from '../../../components/answer-people/person-fields'
import { FieldMessage } from '../../../components/field-message'
import type { RsvpQuestions } from '../../../content/rsvp-questions'
import { answerTextLimits } from '../../../lib/guest-list/answer-text-rules'
import {
  personFieldsShown,
  type PersonDraft,
  type PersonProblems,
} from '../../../lib/guest-list/person-draft'
import '../../../components/field.css'
import './answer-details.css'

export type GuestPersonFieldsProps = {
  /** counts from 0: the first is «Persona 1» */
  index: number
  person: PersonDraft
  questions: RsvpQuestions
  texts: AnswerFieldTexts
  problems: PersonProblems | undefined
  onChange: (person: PersonDraft) => void
}

type TextFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  problem: string | undefined
  maxLength: number
  placeholder?: string
  required?: boolean
  autoComplete?: string
  multiline?: boolean
}

/**
 * A labelled text box whose problem is read out as it appears and describes it; the guest's
 * plain counterpart of MUI's TextField.
 */
export function GuestTextField(props: TextFieldProps) {
  const { label, value, onChange, problem, required, multiline, ...input } = props
  const id = useId()
  const problemId = useId()
  const shared = {
    id,
    className: 'field__input',
    value,
    required,
    'aria-invalid': Boolean(problem),
    'aria-describedby': problem ? problemId : undefined,
    ...input,
    placeholder: input.placeholder || undefined,
  }
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea rows={3} {...shared} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldMessage id={problemId} message={problem ?? null} />
    </div>
  )
}

function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="answer-person__choices">
      <legend className="answer-person__legend">{legend}</legend>
      {children}
    </fieldset>
  )
}

/** One seat of the guest's answer: the person's name, adult or child, meal and events. */
export function GuestPersonFields(props: GuestPersonFieldsProps) {
  const { index, person, questions, texts, problems, onChange } = props
  const shown = personFieldsShown(person, questions, 'guest')
  const meal = questions.mealChoices.find((choice) => choice.key === person.meal)
  const mealNote = problems?.meal ?? (person.meal !== '' && !meal ? texts.choiceGone : undefined)
  const allEvents = questions.events.map((event) => event.key)
  const { events } = person
  const ageName = useId()
  const mealId = useId()
  const mealNoteId = useId()
  const eventsProblemId = useId()
  const eventsProblem = problems?.events

  function toggleEvent(key: string, attends: boolean) {
    const next = attends ? [...events, key] : events.filter((event) => event !== key)
    onChange({ ...person, events: allEvents.filter((event) => next.includes(event)) })
  }

  return (
    <fieldset className="answer-person">
      <legend className="answer-person__legend">
        {texts.person.replace('{number}', String(index + 1))}
      </legend>
      {shown.name && (
        <GuestTextField
          label={questions.namesRequired ? texts.name : texts.nameOptional}
          placeholder={texts.namePlaceholder}
          required={questions.namesRequired}
          value={person.name}
          onChange={(name) => onChange({ ...person, name })}
          problem={problems?.name}
          autoComplete={index === 0 ? 'name' : 'off'}
          maxLength={answerTextLimits.name}
        />
      )}
      {shown.ageGroup && (
        <Choices legend={texts.ageGroup}>
          <div className="answer-person__row">
            {(['adult', 'child'] as const).map((group) => (
              <label key={group} className="answer-person__option">
                <input
                  type="radio"
                  name={ageName}
                  value={group}
                  checked={person.child === (group === 'child')}
                  onChange={() => onChange({ ...person, child: group === 'child' })}
                />
                {texts[group]}
              </label>
            ))}
          </div>
        </Choices>
      )}
      {shown.meal && (
        <div className="field">
          <label htmlFor={mealId} className="field__label">
            {texts.meal}
          </label>
          <select
            id={mealId}
            className="field__input"
            // the guest's form offers only what is asked
            value={meal ? person.meal : ''}
            onChange={(event) => onChange({ ...person, meal: event.target.value })}
            aria-invalid={Boolean(problems?.meal)}
            aria-describedby={mealNote ? mealNoteId : undefined}
          >
            <option value="">{texts.noMeal}</option>
            {questions.mealChoices.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.label}
              </option>
            ))}
          </select>
          {mealNote && (
            <p id={mealNoteId} className="field__message">
              {mealNote}
            </p>
          )}
        </div>
      )}
      {shown.mealDetails && (
        <GuestTextField
          label={texts.mealDetails}
          placeholder={texts.mealDetailsPlaceholder}
          value={person.mealDetails}
          onChange={(mealDetails) => onChange({ ...person, mealDetails })}
          problem={problems?.mealDetails}
          maxLength={answerTextLimits.mealDetails}
        />
      )}
      {shown.events && (
        <Choices legend={texts.events}>
          {questions.events.map((event) => (
            <label key={event.key} className="answer-person__option">
              <input
                type="checkbox"
                checked={events.includes(event.key)}
                onChange={(change) => toggleEvent(event.key, change.target.checked)}
                aria-invalid={eventsProblem ? true : undefined}
                aria-describedby={eventsProblem ? eventsProblemId : undefined}
              />
              {event.title}
            </label>
          ))}
          <FieldMessage id={eventsProblemId} message={eventsProblem ?? null} />
        </Choices>
      )}
    </fieldset>
  )
}
