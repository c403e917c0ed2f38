import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId, useState, type Ref } from 'react'
import { useClock } from '../hooks/use-clock'
import { useSiteTexts } from '../../../content/use-site-texts'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { isBeforeDeadline } from '../../../lib/deadline'
import { useRsvpMessages } from '../hooks/use-rsvp-messages'

export type ModifyButtonProps = {
  deadline: string
  onModify: () => void
  buttonRef: Ref<HTMLButtonElement>
}

/**
 * Modificar, until the deadline. Afterwards it stays focusable but aria-disabled, so a click
 * still reaches onModify and the guest learns why nothing opens.
 */
export function ModifyButton({ deadline, onModify, buttonRef }: ModifyButtonProps) {
  const messages = useRsvpMessages()
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  const clock = useClock()
  const [open] = useState(() => isBeforeDeadline(deadline, clock()))
  const noteId = useId()
  return (
    <Box>
      <Button
        ref={buttonRef}
        variant="outlined"
        onClick={onModify}
        aria-disabled={open ? undefined : true}
        aria-describedby={open ? undefined : noteId}
        sx={{
          '&[aria-disabled="true"]': {
            color: 'text.secondary',
            borderColor: 'divider',
            bgcolor: 'action.hover',
            cursor: 'not-allowed',
          },
        }}
      >
        {labels.modify}
      </Button>
      {!open && (
        <Typography id={noteId} variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {messages.modificationsClosed(deadline)}
        </Typography>
      )}
    </Box>
  )
}
