import { useSiteTexts } from '../../../content/use-site-texts'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { useRsvpMessages } from '../hooks/use-rsvp-messages'
import '../../../components/button.css'
import './not-found-notice.css'

export type NotFoundNoticeProps = { onRetry: () => void }

/** The search found nothing: the spec's message and the way back to the search box. */
export function NotFoundNotice({ onRetry }: NotFoundNoticeProps) {
  const messages = useRsvpMessages()
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  return (
    <div className="not-found-notice">
      <p className="not-found-notice__message">{messages.notFound}</p>
      <button type="button" className="button button--outlined" onClick={onRetry}>
        {labels.retry}
      </button>
    </div>
  )
}
