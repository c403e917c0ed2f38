import { lazy, Suspense } from 'react'
import { PageHeader } from '../../components/page-header'
import { Section } from '../../components/section'
import { rsvpTextDefaults } from '../../content/site-texts/rsvp'
import { useSiteTexts } from '../../content/use-site-texts'
import { RsvpFlow } from '../../features/rsvp/components/rsvp-flow'
import { usePaseParam } from '../../features/rsvp/hooks/use-pase-param'

// only a pase's QR link needs it: the search's first download stays as it was
const PaseByToken = lazy(() => import('../../features/rsvp/pase/pase-by-token'))

/**
 * The page's title band and the look-up form with what follows it; a pase's QR link
 * (`?pase=<token>`) shows that read-only pase instead.
 */
export function RsvpLookup() {
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  const paseToken = usePaseParam()
  return (
    <>
      <PageHeader title={labels.pageTitle} />
      {paseToken ? (
        <Section id="rsvp" maxWidth="sm">
          <Suspense fallback={null}>
            <PaseByToken token={paseToken} />
          </Suspense>
        </Section>
      ) : (
        <Section id="rsvp" title={labels.searchTitle} subtitle={labels.searchHint} maxWidth="sm">
          <RsvpFlow />
        </Section>
      )}
    </>
  )
}
