import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import CancelIcon from '@mui/icons-material/Cancel'
import Box from '@mui/material/Box'
import type { Invitation } from '../api/invitation'
import { useRsvpMessages } from '../hooks/use-rsvp-messages'

export type AnswerBadgeProps = { invitation: Invitation }

/** Green for "attending with N", red for "not attending"; then the names of who comes. */
export function AnswerBadge({ invitation }: AnswerBadgeProps) {
  const messages = useRsvpMessages()
  const attending = invitation.will_attend === true
  const Icon = attending ? CheckCircleIcon : CancelIcon
  const names = attending ? invitation.people.flatMap((person) => person.name ?? []) : []
  return (
    <>
      <Badge attending={attending} Icon={Icon}>
        {attending ? messages.attending(invitation.confirmed_tickets) : messages.declined}
      </Badge>
      {names.length > 0 && (
        <Box component="p" data-answer-names sx={{ m: 0, mt: 1 }}>
          {names.join(', ')}
        </Box>
      )}
    </>
  )
}

type BadgeProps = { attending: boolean; Icon: typeof CheckCircleIcon; children: string }

function Badge({ attending, Icon, children }: BadgeProps) {
  return (
    <Box
      component="p"
      data-answer={attending ? 'attending' : 'declined'}
      sx={{
        m: 0,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        borderRadius: 999,
        bgcolor: attending ? 'success.dark' : 'error.dark',
        color: 'common.white',
        fontWeight: 600,
      }}
    >
      <Icon fontSize="small" aria-hidden />
      {children}
    </Box>
  )
}
