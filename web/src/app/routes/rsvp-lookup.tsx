import { PageHeader } from '../../components/page-header'
import { Section } from '../../components/section'
import { RsvpFlow } from '../../features/rsvp/components/rsvp-flow'
import { labels } from '../../features/rsvp/labels'

/** The page's title band and the look-up form with what follows it. */
export function RsvpLookup() {
  return (
    <>
      <PageHeader title={labels.pageTitle} />
      <Section id="rsvp" title={labels.searchTitle} subtitle={labels.searchHint} maxWidth="sm">
        <RsvpFlow />
      </Section>
    </>
  )
}
