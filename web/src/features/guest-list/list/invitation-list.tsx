import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import type { RsvpQuestions } from '../../../content/rsvp-questions'
import type { GuestMessagesQueryResult } from '../../../content/sanity.types'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { answerFilters, filterRows, type AnswerFilter } from './filter-rows'
import { plural } from '../../../lib/couple/format'
import { LinkAddressNote } from './link-address-note'
import { publicSiteUrl } from '../../../lib/guest-list/invitation-link'
import { linksArePrivate } from '../../../lib/couple/public-address'
import { PublicAddressWarning } from './public-address-warning'
import { InvitationListCard } from './invitation-list-card'
import { InvitationTable } from './invitation-table'
import { useWideScreen } from '../../../lib/couple/use-screen'

export type InvitationListProps = {
  rows: readonly CoupleInvitation[]
  messages: GuestMessagesQueryResult
  questions: RsvpQuestions
  onOpen: (humanKey: string) => void
  onEditPeople: (humanKey: string) => void
  deadline: string | null
  /** the Studio's address (VITE_SANITY_STUDIO_URL), for the link to the public address field */
  studioUrl?: string | null
  /** what is new since the last visit, said under the count */
  whatsNew?: ReactNode
}

/**
 * Every invitation, searchable by number, family or chief, and filtered by its answer or by
 * allergies.
 */
export function InvitationList({
  rows,
  messages,
  questions,
  onOpen,
  onEditPeople,
  deadline,
  studioUrl = null,
  whatsNew = null,
}: InvitationListProps) {
  const origin = window.location.origin
  // every link starts with the same address: said once, above the list, never on each card
  const linksNeedWarning =
    !publicSiteUrl(messages.siteUrl) || linksArePrivate(messages.siteUrl, origin)
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<AnswerFilter>('all')
  const shown = filterRows(rows, search, filter, questions.mealChoices)
  // a desktop screen has room for a table; a phone reads a list of cards
  const wide = useWideScreen()
  return (
    <Box component="section" aria-labelledby="novios-invitaciones">
      <Typography id="novios-invitaciones" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Invitaciones
      </Typography>
      {linksNeedWarning ? (
        <PublicAddressWarning siteUrl={messages.siteUrl} origin={origin} studioUrl={studioUrl} />
      ) : (
        <LinkAddressNote siteUrl={messages.siteUrl} origin={origin} everyLink />
      )}
      <Box role="search" sx={{ display: 'flex', gap: { xs: 1, sm: 2 }, my: 2 }}>
        <TextField
          label="Buscar por número, familia o jefe de familia"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
        />
        <TextField
          select
          label="Mostrar"
          value={filter}
          onChange={(event) => setFilter(event.target.value as AnswerFilter)}
          sx={{ flexShrink: 0, width: { xs: 140, sm: 220 } }}
        >
          {Object.entries(answerFilters).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography role="status" sx={{ my: 1 }}>
        {plural(shown.length, 'invitación', 'invitaciones')}
      </Typography>
      {whatsNew}
      {wide ? (
        <InvitationTable rows={shown} onOpen={onOpen} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {shown.map((row) => (
            <InvitationListCard
              key={row.human_key}
              row={row}
              messages={messages}
              questions={questions}
              onOpen={onOpen}
              onEditPeople={onEditPeople}
              deadline={deadline}
            />
          ))}
        </Box>
      )}
    </Box>
  )
}
