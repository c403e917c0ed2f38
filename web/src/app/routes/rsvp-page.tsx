import { useEffect } from 'react'
import { deferredPart } from '../../components/deferred/deferred-part'
import { openNow } from '../../components/deferred/when-near'
import { invitationParam, paseParam } from '../../config/paths'
import { PageSections } from '../sections/page-sections'

// The form works as plain HTML until the guest first touches the page (see SearchForm), so its
// code loads then, not while the page paints; a personal link opens it at once. It is plain React
// and CSS: MUI arrives only with the people's fields.
const RsvpLookup = deferredPart(
  'rsvp-lookup',
  () => import('./rsvp-lookup').then((m) => m.RsvpLookup),
  { mui: false },
)

/** /rsvp and /rsvp-form: look up an invitation by its number and answer it. */
export default function RsvpPage() {
  // A guest's personal link looks their invitation up at once, and a pase's QR link opens the
  // pase. Read once, on arrival: the page must not re-render while its parts wait to hydrate.
  useEffect(() => {
    const search = new URLSearchParams(window.location.search)
    if (search.has(invitationParam) || search.has(paseParam)) openNow('rsvp-lookup')
  }, [])
  return (
    <>
      <RsvpLookup />
      {/* below the form, the sections of the `rsvpPage` document (the parents, the events) */}
      <PageSections page="rsvpPage" />
    </>
  )
}
