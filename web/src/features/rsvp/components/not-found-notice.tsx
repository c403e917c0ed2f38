import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useSiteTexts } from '../../../content/use-site-texts'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { useRsvpMessages } from '../hooks/use-rsvp-messages'

export type NotFoundNoticeProps = { onRetry: () => void }

/** The search found nothing: the spec's message and the way back to the search box. */
export function NotFoundNotice({ onRetry }: NotFoundNoticeProps) {
  const messages = useRsvpMessages()
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  return (
    <Paper
      variant="outlined"
      sx={{ mt: 3, p: { xs: 2.5, sm: 3 }, borderColor: 'error.main', textAlign: 'center' }}
    >
      <Typography sx={{ color: 'error.dark', fontWeight: 600 }}>{messages.notFound}</Typography>
      <Button variant="outlined" onClick={onRetry} sx={{ mt: 2 }}>
        {labels.retry}
      </Button>
    </Paper>
  )
}
