import { useEffect } from 'react'
import { deferredPart } from '../../components/deferred/deferred-part'
import { openNow } from '../../components/deferred/when-near'
import { eventsQuery, parentsQuery } from '../../content/queries'
import { useContent } from '../../content/use-content'
import { invitationParam } from '../../config/paths'

// The form works as plain HTML until the guest first touches the page (see SearchForm), so MUI
// and the form's code load then, not while the page paints.
const RsvpLookup = deferredPart('rsvp-lookup', () =>
  import('./rsvp-lookup').then((m) => m.RsvpLookup),
)
// Below the form: their code loads as the guest scrolls to them.
const ParentsSection = deferredPart('rsvp-parents', () =>
  import('../../features/invitation/components/parents-section').then((m) => m.ParentsSection),
)
const EventsSection = deferredPart('rsvp-events', () =>
  import('../../features/events/components/events-section').then((m) => m.EventsSection),
)

/** /rsvp and /rsvp-form: look up an invitation by its number and answer it. */
export default function RsvpPage() {
  const parents = useContent(parentsQuery)
  const events = useContent(eventsQuery)
  // A guest's personal link looks their invitation up at once. Read once, on arrival: the page
  // must not re-render while its parts wait to hydrate.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has(invitationParam)) openNow('rsvp-lookup')
  }, [])
  return (
    <>
      <RsvpLookup />
      <ParentsSection parents={parents} />
      <EventsSection content={events} />
    </>
  )
}
