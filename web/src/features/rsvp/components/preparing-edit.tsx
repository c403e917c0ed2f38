import { useRsvpMessages } from '../hooks/use-rsvp-messages'
import './preparing-edit.css'

/** The short pause of the spec between Modificar and the edit form. */
export function PreparingEdit() {
  const messages = useRsvpMessages()
  return (
    <div role="status" className="preparing-edit">
      <span className="preparing-edit__spinner" aria-hidden="true" />
      <p>{messages.preparingEdit}</p>
    </div>
  )
}
