import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import { isAnswered, type Invitation } from '../api/invitation'
import { useSiteTexts } from '../../../content/use-site-texts'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { AnswerBadge } from './answer-badge'

export type InvitationCardProps = {
  invitation: Invitation
  onNewSearch: () => void
  children?: ReactNode
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'center' }}>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {term}:
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  )
}

/** The found invitation: who it is for, how many seats, and what was answered. */
export function InvitationCard({ invitation, onNewSearch, children }: InvitationCardProps) {
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  const headingId = useId()
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ mt: 3, p: { xs: 2.5, sm: 4 } }}
    >
      <Typography variant="h3" id={headingId} sx={{ mb: 2 }}>
        {invitation.family_name}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Detail term={labels.invitation}>{invitation.human_key}</Detail>
        {invitation.family_chief && (
          <Detail term={labels.familyChief}>{invitation.family_chief}</Detail>
        )}
        <Detail term={labels.availableTickets}>{invitation.available_tickets}</Detail>
        <Detail term={labels.answer}>
          {isAnswered(invitation) ? <AnswerBadge invitation={invitation} /> : labels.pending}
        </Detail>
      </Box>
      {children && <Box sx={{ mt: 3 }}>{children}</Box>}
      <Button onClick={onNewSearch} sx={{ mt: 3 }}>
        {labels.newSearch}
      </Button>
    </Paper>
  )
}
