import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import { useId, type ReactNode } from 'react'
import type { EventChoice } from '../../../content/rsvp-questions'
import type { GuestMessagesQueryResult } from '../../../content/sanity.types'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { AnswerForm } from './answer-form'
import { DeleteInvitation } from './delete-invitation'
import { EditInvitationForm } from './edit-invitation-form'
import { InvitationDeadlineForm } from '../deadline/invitation-deadline-form'
import { InvitationEventsForm } from './invitation-events-form'
import { HistoryList } from './history-list'
import { InvitationNumber } from '../../../components/dashboard/invitation-number'
import { SendPanel } from './send-panel'
import { useWideScreen } from '../../../lib/couple/use-screen'
import { DashboardDialog } from '../../../components/dashboard/dashboard-dialog'

export type InvitationDialogProps = {
  row: CoupleInvitation
  messages: GuestMessagesQueryResult
  onClose: () => void
  /** what a change does besides refreshing the list (each form's change refreshes it) */
  onChanged?: () => Promise<void>
  onEditPeople: (humanKey: string) => void
  deadline: string | null
  /** the events the Studio asks about; none: no question of events */
  events: EventChoice[]
}

// the history loads again when an answer or a seat changes
const historyVersion = (row: CoupleInvitation) =>
  [
    row.confirmed_at,
    row.table_name,
    ...row.person_tables.map((person) => `${person.position}:${person.table_name}`),
  ].join('|')

/**
 * One invitation: send it, record an answer and its people, edit it, read its history, or delete
 * it. A dialog on a phone; beside the table on a desktop, so the list stays in sight.
 */
export function InvitationDialog(props: InvitationDialogProps) {
  const { row, messages, onClose, onChanged, onEditPeople, deadline, events } = props
  const wide = useWideScreen()
  const titleId = useId()
  const title = (
    <DialogTitle id={titleId}>
      Invitación <InvitationNumber value={row.human_key} /> · {row.family_name}
    </DialogTitle>
  )
  const content = (
    <DialogContent dividers>
      <SendPanel row={row} messages={messages} deadline={deadline} />
      <Divider sx={{ my: 3 }} />
      <AnswerForm key={`answer-${row.confirmed_at}`} row={row} onSaved={onChanged} />
      {row.will_attend === true && (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => onEditPeople(row.human_key)}>
          Editar personas
        </Button>
      )}
      <Divider sx={{ my: 3 }} />
      <EditInvitationForm key={`edit-${row.available_tickets}`} row={row} onSaved={onChanged} />
      <Divider sx={{ my: 3 }} />
      {events.length > 0 && (
        <>
          <InvitationEventsForm
            key={`events-${row.event_keys?.join(',')}`}
            row={row}
            events={events}
            onSaved={onChanged}
          />
          <Divider sx={{ my: 3 }} />
        </>
      )}
      <InvitationDeadlineForm
        key={`deadline-${row.modification_deadline}-${deadline}`}
        row={row}
        deadline={deadline}
        onSaved={onChanged}
      />
      <Divider sx={{ my: 3 }} />
      <HistoryList humanKey={row.human_key} version={historyVersion(row)} />
      <Divider sx={{ my: 3 }} />
      <DeleteInvitation
        row={row}
        onDeleted={async () => {
          onClose()
          await onChanged?.()
        }}
      />
    </DialogContent>
  )
  const actions = (
    <DialogActions>
      <Button onClick={onClose}>Cerrar</Button>
    </DialogActions>
  )

  if (wide) {
    return (
      <SidePanel titleId={titleId} onClose={onClose}>
        {title}
        {content}
        {actions}
      </SidePanel>
    )
  }
  return (
    <DashboardDialog titleId={titleId} onClose={onClose}>
      {title}
      {content}
      {actions}
    </DashboardDialog>
  )
}

type SidePanelProps = { titleId: string; onClose: () => void; children: ReactNode }

// A drawer is a modal like the dialog (focus kept inside, Escape closes), named by its title.
function SidePanel({ titleId, onClose, children }: SidePanelProps) {
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId },
      }}
    >
      <Box
        sx={{ width: 520, maxWidth: '100vw', display: 'flex', flexDirection: 'column', height: 1 }}
      >
        {children}
      </Box>
    </Drawer>
  )
}
