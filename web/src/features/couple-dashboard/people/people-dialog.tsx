import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useState, type FormEvent } from 'react'
import type { RsvpQuestions } from '../../../content/rsvp-questions'
import { notify } from '../../../lib/toasts/notify'
import { coupleApi } from '../api/couple-api'
import type { GuestRow } from '../api/guest-row'
import { useSaveAction } from '../shared/use-save-action'
import { plural } from '../shared/format'
import {
  limitsOf,
  peopleDraftOf,
  peopleOf,
  peopleProblems,
  type PeopleDraft,
  type PeopleProblems,
} from './people-draft'
import { FamilyTextFields } from './family-text-fields'
import { PersonFields } from './person-fields'
import { DashboardDialog } from '../shared/dashboard-dialog'

export type PeopleDialogProps = {
  row: GuestRow
  questions: RsvpQuestions
  onClose: () => void
  /** the invitation as the database keeps it after the change */
  onSaved: (row: GuestRow) => void
}

const orNull = (text: string) => text.trim() || null

/** The couple records or corrects who comes, after a phone call: one block per confirmed seat. */
export function PeopleDialog({ row, questions, onClose, onSaved }: PeopleDialogProps) {
  const [draft, setDraft] = useState<PeopleDraft>(() => peopleDraftOf(row))
  const [problems, setProblems] = useState<PeopleProblems | null>(null)
  const { error, busy, save } = useSaveAction()
  const limits = limitsOf(questions)
  const show = {
    message: questions.messageMaxLength !== null || row.message !== null,
    song: questions.songMaxLength !== null || row.song !== null,
  }
  const titleId = `personas-${row.human_key}`

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = peopleProblems(draft, questions)
    setProblems(found)
    if (found) return
    await save(async () => {
      const saved = await coupleApi.recordPeople(
        row.human_key,
        peopleOf(draft, questions),
        orNull(draft.message),
        orNull(draft.song),
      )
      notify('Personas guardadas.', 'success')
      onSaved(saved)
    })
  }

  return (
    <DashboardDialog titleId={titleId} onClose={onClose}>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        // the form stands between the paper and its parts, so the content still scrolls
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={titleId}>
          Personas de la invitación {row.human_key} · {row.family_name}
        </DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>
            Confirmaron {plural(row.confirmed_tickets, 'lugar', 'lugares')}. Un lugar que dejes en
            blanco cuenta como «sin datos».
          </DialogContentText>
          {draft.people.map((person, index) => (
            <PersonFields
              key={index}
              position={index + 1}
              person={person}
              questions={questions}
              problems={problems?.people[index]}
              onChange={(changed) =>
                setDraft({
                  ...draft,
                  people: draft.people.map((other, at) => (at === index ? changed : other)),
                })
              }
            />
          ))}
          <FamilyTextFields
            draft={draft}
            show={show}
            limits={limits}
            problems={problems}
            onChange={setDraft}
          />
          {problems && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              Revisa los campos marcados.
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>
            Guardar personas
          </Button>
        </DialogActions>
      </Box>
    </DashboardDialog>
  )
}
