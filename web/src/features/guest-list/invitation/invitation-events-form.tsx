import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useId, useState, type FormEvent } from 'react'
import type { EventChoice } from '../../../content/rsvp-questions'
import { notify } from '../../../lib/toasts/notify'
import { coupleApi } from '../../../lib/couple/api/couple-api'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { FormFooter } from '../../../components/dashboard/form-footer'
import { SectionHeading } from '../../../components/dashboard/section-heading'
import { coupleKeys } from '../../../lib/couple/dashboard-queries'
import { useSaveAction } from '../../../lib/couple/use-save-action'

export type InvitationEventsFormProps = {
  row: CoupleInvitation
  /** the events the Studio asks about */
  events: EventChoice[]
  onSaved?: () => Promise<void>
}

/**
 * «Eventos a los que está invitada»: all of them, or some (the civil ceremony or the tornaboda
 * only); the family's page then asks only about those.
 */
export function InvitationEventsForm({ row, events, onSaved }: InvitationEventsFormProps) {
  const headingId = useId()
  const [all, setAll] = useState(row.event_keys === null)
  const [chosen, setChosen] = useState<string[]>(row.event_keys ?? events.map((e) => e.key))
  const { error, setError, busy, save } = useSaveAction({ invalidates: [coupleKeys.invitations] })

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!all && chosen.length === 0) {
      setError('Elige al menos un evento, o «Todos los eventos».')
      return
    }
    await save(async () => {
      await coupleApi.setInvitationEvents(row.human_key, all ? null : chosen)
      notify('Eventos guardados.', 'success')
      await onSaved?.()
    })
  }

  const toggle = (key: string, on: boolean) =>
    setChosen((keys) => events.map((e) => e.key).filter((k) => (k === key ? on : keys.includes(k))))

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Eventos a los que está invitada</SectionHeading>
      <RadioGroup
        aria-labelledby={headingId}
        value={all ? 'todos' : 'algunos'}
        onChange={(event) => setAll(event.target.value === 'todos')}
      >
        <FormControlLabel value="todos" control={<Radio />} label="Todos los eventos" />
        <FormControlLabel value="algunos" control={<Radio />} label="Solo algunos" />
      </RadioGroup>
      {!all && (
        <FormGroup sx={{ pl: 4 }}>
          {events.map((choice) => (
            <FormControlLabel
              key={choice.key}
              label={choice.title}
              control={
                <Checkbox
                  checked={chosen.includes(choice.key)}
                  onChange={(event) => toggle(choice.key, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      )}
      <FormFooter label="Guardar eventos" error={error} busy={busy} />
    </Box>
  )
}
