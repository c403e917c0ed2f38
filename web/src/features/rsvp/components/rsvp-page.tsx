import { PageHeader } from '../../../components/page-header'
import { Section } from '../../../components/section'
import { eventsQuery, parentsQuery } from '../../../content/queries'
import { useContent } from '../../../content/use-content'
import { EventsSection } from '../../events/components/events-section'
import { ParentsSection } from '../../invitation/components/parents-section'
import { labels } from '../labels'
import { RsvpFlow } from './rsvp-flow'

/** /rsvp and /rsvp-form: look up an invitation by its number and answer it. */
export default function RsvpPage() {
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
