import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useRsvpMessages } from '../hooks/use-rsvp-messages'

/** The short pause of the spec between Modificar and the edit form. */
export function PreparingEdit() {
  const messages = useRsvpMessages()
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{messages.preparingEdit}</Typography>
    </Box>
  )
}
