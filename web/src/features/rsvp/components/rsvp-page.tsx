import { deferredPart } from '../../../components/deferred/deferred-part'
import { PageHeader } from '../../../components/page-header'
import { Section } from '../../../components/section'
import { eventsQuery, parentsQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { useSiteTexts } from '../../../content/use-site-texts'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { RsvpFlow } from './rsvp-flow'

// Below the form: their code loads as the guest scrolls to them.
const ParentsSection = deferredPart('rsvp-parents', () =>
  import('../../invitation/components/parents-section').then((m) => m.ParentsSection),
)
const EventsSection = deferredPart('rsvp-events', () =>
  import('../../events/components/events-section').then((m) => m.EventsSection),
)

/** /rsvp and /rsvp-form: look up an invitation by its number and answer it. */
export default function RsvpPage() {
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  const parents = useContent(parentsQuery)
  const events = useContent(eventsQuery)
  return (
    <>
      <title>{labels.pageTitle}</title>
      <PageHeader title={labels.pageTitle} />
      <Section id="rsvp" title={labels.searchTitle} subtitle={labels.searchHint} maxWidth="sm">
        <RsvpFlow />
      </Section>
      <ParentsSection parents={parents} />
      <EventsSection content={events} />
    </>
  )
}
