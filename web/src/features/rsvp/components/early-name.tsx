import { earlyNameAttribute } from '../api/early-lookup'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { useSiteTexts } from '../../../content/use-site-texts'
import { earlyAnswerHtml } from './early-answer-html'

/** An unanswered invitation's details and form, in the prerendered page only. */
function EarlyAnswer() {
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  return <div dangerouslySetInnerHTML={{ __html: earlyAnswerHtml(labels) }} />
}

/**
 * The top of the card, empty and hidden in the prerendered page. On a personal link the page's
 * early look-up writes the family's name into it and shows it, before the app's code has arrived
 * (tooling/early-lookup.ts), and for an unanswered invitation its details and the answer's form,
 * which the guest can use at once; the app then puts the whole card in its place, taking over
 * what was chosen (api/early-form.ts). React never writes their HTML (an inner HTML is not
 * compared on hydration), so what the page wrote stays; the app's bundle leaves the form's
 * markup out.
 */
export function EarlyName() {
  return (
    <div
      className="invitation-card"
      hidden
      suppressHydrationWarning
      {...{ [earlyNameAttribute]: '' }}
    >
      <p
        className="type-h3 invitation-card__name"
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
      {import.meta.env.SSR ? (
        <EarlyAnswer />
      ) : (
        <div dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      )}
    </div>
  )
}
