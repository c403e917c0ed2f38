import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useId } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { Section } from '../../../components/section'
import type { SectionOf } from '../../../content/page-sections'
import { useSiteTexts } from '../../../content/use-site-texts'
import { eventsTextDefaults } from '../../../content/site-texts/events'
import { EventCard } from './event-card'

export type EventsSectionProps = {
  content: SectionOf<'sectionEvents'>['events']
}

/** "Hora y Lugar": where and when each event happens, in the venue's own time zone. */
export function EventsSection({ content }: EventsSectionProps) {
  const labels = useSiteTexts('events', eventsTextDefaults)
  const newTabHintId = useId()
  const { section, timeZone, events } = content
  return (
    <Section id="events" title={section?.title} subtitle={section?.subtitle} tone="paper">
      <span id={newTabHintId} hidden>
        {labels.opensInNewTab}
      </span>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          gap: { xs: 3, md: 4 },
          maxWidth: 1040,
          mx: 'auto',
        }}
      >
        {events.map((event) => (
          <EventCard
            key={event._id}
            event={event}
            timeZone={timeZone}
            newTabHintId={newTabHintId}
          />
        ))}
      </Box>
      <Box sx={{ textAlign: 'center', mt: { xs: 5, md: 6 } }}>
        <Button component={RouterLink} to="/rsvp-form" variant="contained" size="large">
          {labels.confirmAttendance}
        </Button>
      </Box>
    </Section>
  )
}
