import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { readEarlyChoice, takeEarlyPress, type EarlyChoice } from '../api/early-form'
import type { Invitation } from '../api/invitation'
import { answerDraftOf } from '../../../lib/guest-list/person-draft'
import { asksDetails } from '../details/details-draft'
import type { QuestionSet } from '../hooks/use-rsvp-questions'
import { useClock } from '../hooks/use-clock'
import { useSiteTexts } from '../../../content/use-site-texts'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { formatResponseDate } from '../utils/dates'
import { focusIfLost } from '../utils/focus'
import type { FormError, ResponseDraft } from '../utils/validate-response'
import { AttendanceChoice } from './attendance-choice'
import { TicketSelect } from './ticket-select'
import '../../../components/button.css'
import './response-form.css'

let detailsFields: Promise<typeof import('../details/answer-details-fields')> | undefined
// Started when the guest first touches the form, so the fields are there when a number is chosen.
const loadDetailsFields = () => (detailsFields ??= import('../details/answer-details-fields'))
// Plain React and CSS like the form, but only an answer that asks more than a number needs them.
const AnswerDetailsFields = lazy(() =>
  loadDetailsFields().then((module) => ({ default: module.AnswerDetailsFields })),
)

export type ResponseFormProps = {
  invitation: Invitation
  /** what the couple asks beyond the number of people; undefined until it arrives */
  questionSet?: QuestionSet
  /** new: the first answer; edit: Modificar, with Guardar Cambios and Cancelar. */
  mode: 'new' | 'edit'
  saving: boolean
  error: FormError | null
  onSubmit: (draft: ResponseDraft) => void
  onEdit: () => void
  onCancel?: () => void
  /** the guest reached for the form: a good moment to fetch what sending it needs */
  onFirstTouch?: () => void
}

function initialDraft(
  invitation: Invitation,
  mode: ResponseFormProps['mode'],
  early: EarlyChoice | null,
): ResponseDraft {
  const details = answerDraftOf(invitation)
  if (mode === 'edit' && invitation.will_attend !== null) {
    const tickets = invitation.will_attend ? invitation.confirmed_tickets : 0
    return { willAttend: invitation.will_attend, confirmedTickets: tickets, details }
  }
  // what the guest chose in the page's own form before the app ran
  if (early)
    return { willAttend: early.willAttend, confirmedTickets: early.confirmedTickets, details }
  return { willAttend: true, confirmedTickets: null, details }
}

export function ResponseForm(props: ResponseFormProps) {
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  const { invitation, questionSet, mode, saving, error, onSubmit, onEdit, onCancel } = props
  const clock = useClock()
  const [today] = useState(() => formatResponseDate(clock()))
  const [early] = useState(() => (mode === 'new' ? readEarlyChoice() : null))
  const [draft, setDraft] = useState(() => initialDraft(invitation, mode, early))
  const formRef = useRef<HTMLFormElement>(null)
  const formErrorId = useId()
  const formError = error?.field === 'form' ? error.message : null
  const asksMore = questionSet !== undefined && asksDetails(questionSet.questions)
  const seats = draft.willAttend ? (draft.confirmedTickets ?? 0) : 0

  useEffect(() => {
    // the guest pressed the page's own form before the app ran: this one sends what they chose
    if (takeEarlyPress(early)) formRef.current?.requestSubmit()
  }, [early])

  useEffect(() => {
    if (mode === 'edit')
      focusIfLost(formRef.current?.querySelector<HTMLInputElement>('input:checked'))
  }, [mode])

  function change(next: ResponseDraft) {
    setDraft(next)
    onEdit()
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!saving) onSubmit(draft)
  }

  function firstTouch() {
    if (asksMore) void loadDetailsFields()
    props.onFirstTouch?.()
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      onFocusCapture={firstTouch}
      onPointerDownCapture={firstTouch}
      aria-label={labels.responseForm}
      className="response-form"
    >
      <AttendanceChoice
        willAttend={draft.willAttend}
        onChange={(willAttend) =>
          change({ ...draft, willAttend, confirmedTickets: willAttend ? null : 0 })
        }
      />
      {draft.willAttend && (
        <TicketSelect
          available={invitation.available_tickets}
          value={draft.confirmedTickets}
          onChange={(confirmedTickets) => change({ ...draft, confirmedTickets })}
          error={error?.field === 'tickets' ? error.message : null}
        />
      )}
      {asksMore && seats > 0 && (
        <Suspense fallback={null}>
          <AnswerDetailsFields
            seats={seats}
            questionSet={questionSet}
            value={draft.details ?? answerDraftOf(invitation)}
            onChange={(details) => change({ ...draft, details })}
            error={error?.field === 'people' ? error : null}
          />
        </Suspense>
      )}
      <p className="rsvp-note">{`${labels.responseDate}: ${today}`}</p>
      {formError && (
        <p id={formErrorId} role="alert" className="response-form__error">
          {formError}
        </p>
      )}
      <div className="response-form__actions">
        <button
          type="submit"
          className="button button--contained button--large"
          aria-busy={saving}
          aria-describedby={formError ? formErrorId : undefined}
        >
          {saving ? labels.saving : mode === 'edit' ? labels.saveChanges : labels.send}
        </button>
        {mode === 'edit' && (
          <button
            type="button"
            className="button button--outlined button--large"
            onClick={onCancel}
          >
            {labels.cancel}
          </button>
        )}
      </div>
    </form>
  )
}
