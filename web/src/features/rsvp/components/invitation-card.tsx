import { useId, type ReactNode } from 'react'
import { invitationParam, photosPath } from '../../../config/paths'
import { isAnswered, type Invitation } from '../api/invitation'
import { useSiteTexts } from '../../../content/use-site-texts'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import type { QuestionSet } from '../hooks/use-rsvp-questions'
import { AnswerBadge } from './answer-badge'
import { AnswerSummary } from './answer-summary'
import '../../../components/button.css'
import './invitation-card.css'

export type InvitationCardProps = {
  invitation: Invitation
  /** what the couple asks, to show the answer's details with their labels; undefined until known */
  questionSet?: QuestionSet
  onNewSearch: () => void
  children?: ReactNode
}

type DetailProps = { term: string; wide?: boolean; children: ReactNode }

// Each label above its value, in a grid whose columns do not follow the text: when the web fonts
// replace the fallbacks, no value moves sideways.
function Detail({ term, wide = false, children }: DetailProps) {
  return (
    <div className={`invitation-card__detail${wide ? ' invitation-card__detail--wide' : ''}`}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The found invitation: who it is for, how many seats, and what was answered. */
export function InvitationCard({
  invitation,
  questionSet,
  onNewSearch,
  children,
}: InvitationCardProps) {
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  const headingId = useId()
  const answered = isAnswered(invitation)
  const attending = answered && invitation.will_attend === true
  return (
    <section aria-labelledby={headingId} className="invitation-card">
      <h3 id={headingId} className="type-h3 invitation-card__name">
        {invitation.family_name}
      </h3>
      <dl className="invitation-card__details">
        <Detail term={labels.invitation}>{invitation.human_key}</Detail>
        {invitation.family_chief && (
          <Detail term={labels.familyChief}>{invitation.family_chief}</Detail>
        )}
        <Detail term={labels.availableTickets}>{invitation.available_tickets}</Detail>
        <Detail term={labels.answer} wide>
          {answered ? <AnswerBadge invitation={invitation} /> : labels.pending}
        </Detail>
        {attending && invitation.table_name && (
          <Detail term={labels.table} wide>
            {invitation.table_name}
          </Detail>
        )}
      </dl>
      {attending && <AnswerSummary invitation={invitation} questionSet={questionSet} />}
      {attending && (
        <a
          className="button button--outlined invitation-card__photos"
          href={`${photosPath}?${invitationParam}=${invitation.human_key}`}
        >
          {labels.sharePhotos}
        </a>
      )}
      {children && <div className="invitation-card__body">{children}</div>}
      <button type="button" className="button invitation-card__new-search" onClick={onNewSearch}>
        {labels.newSearch}
      </button>
    </section>
  )
}
