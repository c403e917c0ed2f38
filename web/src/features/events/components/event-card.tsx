import { PlaceIcon } from '../../../components/mui/icons/place'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { ContentImage } from '../../../components/content-image'
import { useSiteTexts } from '../../../content/use-site-texts'
import { eventsTextDefaults } from '../../../content/site-texts/events'
import { toCalendarEvent, type EventContent } from '../utils/calendar-event'
import { formatEventDay, formatEventTime } from '../utils/event-dates'
import { AddToCalendarMenu } from './add-to-calendar-menu'

export type EventCardProps = {
  event: EventContent
  timeZone: string | null
  newTabHintId: string
}

export function EventCard({ event, timeZone, newTabHintId }: EventCardProps) {
  const labels = useSiteTexts('events', eventsTextDefaults)
  const titleId = useId()
  const calendarEvent = toCalendarEvent(event, timeZone)
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden', height: '100%' }}
    >
      <ContentImage
        image={event.image}
        width={860}
        sizes="(min-width: 1088px) 504px, (min-width: 900px) calc(50vw - 40px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)"
        sx={{ width: '100%', aspectRatio: '8 / 5', objectFit: 'cover' }}
      />
      <Stack spacing={1.5} sx={{ p: { xs: 3, md: 4 }, textAlign: 'center', flexGrow: 1 }}>
        <Typography variant="h3" id={titleId}>
          {event.title}
        </Typography>
        {event.startsAt && (
          <Box>
            <Typography sx={{ fontWeight: 600 }}>
              {formatEventDay(event.startsAt, timeZone)}
            </Typography>
            <Typography>
              <time dateTime={event.startsAt}>{formatEventTime(event.startsAt, timeZone)}</time>
            </Typography>
          </Box>
        )}
        <Box>
          {event.venue && <Typography sx={{ fontWeight: 600 }}>{event.venue}</Typography>}
          {event.address && <Typography color="text.secondary">{event.address}</Typography>}
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'center', alignItems: 'center', mt: 'auto', pt: 1 }}
        >
          {event.mapsUrl && (
            <Button
              variant="outlined"
              href={event.mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<PlaceIcon aria-hidden />}
              aria-describedby={`${titleId} ${newTabHintId}`}
            >
              {labels.location}
            </Button>
          )}
          {calendarEvent && (
            <AddToCalendarMenu
              event={calendarEvent}
              describedBy={titleId}
              newTabHintId={newTabHintId}
            />
          )}
        </Stack>
      </Stack>
    </Paper>
  )
}
