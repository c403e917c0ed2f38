import Box from '@mui/material/Box'
import type { RsvpQuestions } from '../../../content/rsvp-questions'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { personSummary } from './person-summary'

export type PeopleSummaryProps = {
  row: CoupleInvitation
  questions: Pick<RsvpQuestions, 'mealChoices' | 'events'>
}

/** Who of the family comes, one line each, named after the invitation for screen readers. */
export function PeopleSummary({ row, questions }: PeopleSummaryProps) {
  if (row.people.length === 0) return null
  return (
    <Box
      component="ul"
      aria-label={`Personas de la invitación ${row.human_key}`}
      sx={{ m: 0, mb: 1, pl: 2.5, '& li': { py: 0.125 } }}
    >
      {row.people.map((person, index) => (
        <li key={index}>{personSummary(person, index + 1, questions)}</li>
      ))}
    </Box>
  )
}
