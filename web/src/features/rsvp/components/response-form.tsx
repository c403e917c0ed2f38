import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { Invitation } from '../api/invitation'
import { useClock } from '../hooks/use-clock'
import { useSiteTexts } from '../../../content/use-site-texts'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { formatResponseDate } from '../utils/dates'
import { focusIfLost } from '../utils/focus'
import type { FormError, ResponseDraft } from '../utils/validate-response'
import { AttendanceChoice } from './attendance-choice'
import { TicketSelect } from './ticket-select'

export type ResponseFormProps = {
  invitation: Invitation
  /** new: the first answer; edit: Modificar, with Guardar Cambios and Cancelar. */
  mode: 'new' | 'edit'
  saving: boolean
  error: FormError | null
  onSubmit: (draft: ResponseDraft) => void
  onEdit: () => void
  onCancel?: () => void
}

function initialDraft(invitation: Invitation, mode: ResponseFormProps['mode']): ResponseDraft {
  if (mode === 'edit' && invitation.will_attend !== null) {
    const tickets = invitation.will_attend ? invitation.confirmed_tickets : 0
    return { willAttend: invitation.will_attend, confirmedTickets: tickets }
  }
  return { willAttend: true, confirmedTickets: null }
}

export function ResponseForm(props: ResponseFormProps) {
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  const { invitation, mode, saving, error, onSubmit, onEdit, onCancel } = props
  const clock = useClock()
  const [today] = useState(() => formatResponseDate(clock()))
  const [draft, setDraft] = useState(() => initialDraft(invitation, mode))
  const formRef = useRef<HTMLFormElement>(null)
  const formErrorId = useId()
  const formError = error?.field === 'form' ? error.message : null

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

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-label={labels.responseForm}
    >
      <AttendanceChoice
        willAttend={draft.willAttend}
        onChange={(willAttend) => change({ willAttend, confirmedTickets: willAttend ? null : 0 })}
      />
      {draft.willAttend && (
        <Box sx={{ mt: 2 }}>
          <TicketSelect
            available={invitation.available_tickets}
            value={draft.confirmedTickets}
            onChange={(confirmedTickets) => change({ ...draft, confirmedTickets })}
            error={error?.field === 'tickets' ? error.message : null}
          />
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {labels.responseDate}: {today}
      </Typography>
      {formError && (
        <Alert id={formErrorId} severity="error" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      )}
      <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          aria-busy={saving}
          aria-describedby={formError ? formErrorId : undefined}
        >
          {saving ? labels.saving : mode === 'edit' ? labels.saveChanges : labels.send}
        </Button>
        {mode === 'edit' && (
          <Button variant="outlined" size="large" onClick={onCancel}>
            {labels.cancel}
          </Button>
        )}
      </Box>
    </Box>
  )
}
