import { useId, useState, type Ref } from 'react'
import { useClock } from '../hooks/use-clock'
import { useSiteTexts } from '../../../content/use-site-texts'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { isBeforeDeadline } from '../../../lib/dates'
import { useRsvpMessages } from '../hooks/use-rsvp-messages'
import '../../../components/button.css'

export type ModifyButtonProps = {
  deadline: string
  onModify: () => void
  buttonRef: Ref<HTMLButtonElement>
}

/**
 * Modificar, until the deadline. Afterwards it stays focusable but aria-disabled, so a click
 * still reaches onModify and the guest learns why nothing opens.
 */
export function ModifyButton({ deadline, onModify, buttonRef }: ModifyButtonProps) {
  const messages = useRsvpMessages()
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  const clock = useClock()
  const [open] = useState(() => isBeforeDeadline(deadline, clock()))
  const noteId = useId()
  return (
    <div>
      <button
        type="button"
        ref={buttonRef}
        className="button button--outlined modify-button"
        onClick={onModify}
        aria-disabled={open ? undefined : true}
        aria-describedby={open ? undefined : noteId}
      >
        {labels.modify}
      </button>
      {!open && (
        <p id={noteId} className="rsvp-note">
          {messages.modificationsClosed(deadline)}
        </p>
      )}
    </div>
  )
}
