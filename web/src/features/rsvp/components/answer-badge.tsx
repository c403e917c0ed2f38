import { CheckIcon, CloseIcon } from '../../../components/icons/ui-icons'
import type { Invitation } from '../api/invitation'
import { useRsvpMessages } from '../hooks/use-rsvp-messages'
import './answer-badge.css'

export type AnswerBadgeProps = { invitation: Invitation }

/** Green for "attending with N", red for "not attending". */
export function AnswerBadge({ invitation }: AnswerBadgeProps) {
  const messages = useRsvpMessages()
  const attending = invitation.will_attend === true
  const Icon = attending ? CheckIcon : CloseIcon
  return (
    <p
      data-answer={attending ? 'attending' : 'declined'}
      className={`answer-badge answer-badge--${attending ? 'attending' : 'declined'}`}
    >
      <Icon size="small" />
      {attending ? messages.attending(invitation.confirmed_tickets) : messages.declined}
    </p>
  )
}
