import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { RsvpQuestions } from '../../../content/rsvp-questions'
import type { GuestMessagesQueryResult } from '../../../content/sanity.types'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { answerWithPeople, formatDateTime } from '../../../lib/couple/format'
import {
  fillTemplate,
  templateLabels,
  whatsappLink,
} from '../../../lib/couple/messages/message-templates'
import { personalLink } from '../../../lib/guest-list/invitation-link'
import { InvitationNumber } from '../../../components/dashboard/invitation-number'
import { PeopleSummary } from '../people/people-summary'
import { openOnTap, stopTap } from './open-on-tap'
import { UnreadableNote } from './unreadable-note'
import { NewsMark } from '../whats-new/news-mark'

export type InvitationCardProps = {
  row: CoupleInvitation
  messages: GuestMessagesQueryResult
  questions: RsvpQuestions
  onOpen: (humanKey: string) => void
  onEditPeople: (humanKey: string) => void
  /** rsvp_settings.modification_deadline, for {fecha_limite} */
  deadline: string | null
}

/**
 * One invitation in the list: its facts and people, its WhatsApp link, and the ways to its
 * details and its people. A tap anywhere on the card (or Enter or Space on it) opens it, as
 * «Ver y editar» does.
 */
export function InvitationListCard({
  row,
  messages,
  questions,
  onOpen,
  onEditPeople,
  deadline,
}: InvitationCardProps) {
  const origin = window.location.origin
  const link = personalLink(row.human_key, messages.siteUrl, origin)
  const invitation = fillTemplate('invitation', messages, row, { link, deadline })
  const lastSend = row.sends[0] ?? null
  // only what is known, so a long list stays short on a phone
  const known: [string, string | null][] = [
    ['Jefe de familia', row.family_chief],
    ['Lugares', String(row.available_tickets)],
    ['Respuesta', answerWithPeople(row.will_attend, row.confirmed_tickets)],
    // its way: sent, opened, answered
    [
      'Enviada',
      lastSend && `${formatDateTime(lastSend.sent_at)} (${templateLabels[lastSend.template]})`,
    ],
    ['Última apertura', row.last_opened_at && formatDateTime(row.last_opened_at)],
    ['Respondió', row.confirmed_at && formatDateTime(row.confirmed_at)],
    ['Mensaje', row.message],
    ['Canción', row.song],
  ]
  const facts = known.filter((fact): fact is [string, string] => Boolean(fact[1]))
  const headingId = `invitacion-${row.human_key}`
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      data-invitation={row.human_key}
      {...openOnTap(() => onOpen(row.human_key))}
      sx={{
        border: 1,
        borderColor: row.news ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 1.5,
        cursor: 'pointer',
        '@media (hover: hover)': { '&:hover': { bgcolor: 'action.hover' } },
        '&:active': { bgcolor: 'action.selected' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
          <InvitationNumber value={row.human_key} /> · {row.family_name}
        </Typography>
        <NewsMark news={row.news} />
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.25,
          my: 1,
          typography: 'body2',
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      <PeopleSummary row={row} questions={questions} />
      <UnreadableNote row={row} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          size="small"
          variant="contained"
          color="success"
          href={whatsappLink(invitation, row.phone)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={stopTap}
          aria-label={`Enviar por WhatsApp a ${row.family_name}`}
        >
          WhatsApp
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => {
            stopTap(event)
            onOpen(row.human_key)
          }}
          aria-label={`Ver y editar la invitación ${row.human_key}`}
        >
          Ver y editar
        </Button>
        {row.will_attend === true && (
          <Button
            size="small"
            variant="outlined"
            onClick={(event) => {
              stopTap(event)
              onEditPeople(row.human_key)
            }}
            aria-label={`Editar las personas de la invitación ${row.human_key}`}
          >
            Editar personas
          </Button>
        )}
      </Box>
    </Box>
  )
}
