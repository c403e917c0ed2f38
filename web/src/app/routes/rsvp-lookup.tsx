import { PageHeader } from '../../components/page-header'
import { Section } from '../../components/section'
import { rsvpTextDefaults } from '../../content/site-texts/rsvp'
import { useSiteTexts } from '../../content/use-site-texts'
import { RsvpFlow } from '../../features/rsvp/components/rsvp-flow'

/** The page's title band and the look-up form with what follows it. */
export function RsvpLookup() {
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  return (
    <>
      <PageHeader title={labels.pageTitle} />
      <Section id="rsvp" title={labels.searchTitle} subtitle={labels.searchHint} maxWidth="sm">
        <RsvpFlow />
      </Section>
    </>
  )
}
