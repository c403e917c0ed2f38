import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useState, type FormEvent } from 'react'
import { FamilyTextFields } from '../../../components/answer-people/family-text-fields'
import {
  PersonFields,
  type AnswerFieldTexts,
} from '../../../components/answer-people/person-fields'
import { rsvpQuestionTextDefaults, type RsvpQuestions } from '../../../content/rsvp-questions'
import {
  answerDraftOf,
  answerProblems,
  answerToSend,
  seatDrafts,
  withPerson,
} from '../../../lib/guest-list/person-draft'
import { notify } from '../../../lib/toasts/notify'
import { coupleApi } from '../../../lib/couple/api/couple-api'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { FormError } from '../../../components/form-error'
import { useSaveAction } from '../../../lib/couple/use-save-action'
import { plural } from '../../../lib/couple/format'
import { DashboardDialog } from '../../../components/dashboard/dashboard-dialog'

export type PeopleDialogProps = {
  row: CoupleInvitation
  questions: RsvpQuestions
  onClose: () => void
  /** the invitation as the database keeps it after the change */
  onSaved: (row: CoupleInvitation) => void
}

/** The dialog's own words, with the guest's form's words for the same rules. */
const texts: AnswerFieldTexts = {
  ...rsvpQuestionTextDefaults,
  name: 'Nombre',
  nameOptional: 'Nombre (opcional)',
  namePlaceholder: '',
  mealDetails: 'Detalles de la comida',
  mealDetailsPlaceholder: '',
  mealDetailsHint: 'Por ejemplo: nueces, mariscos',
  mealGone: '{meal} (ya no se ofrece)',
  events: 'Eventos',
  message: 'Mensaje para los novios',
  messagePlaceholder: '',
  song: 'Canción',
  songPlaceholder: '',
  lengthHint: 'Hasta {max} caracteres.',
}

/** The couple records or corrects who comes, after a phone call: one block per confirmed seat. */
export function PeopleDialog({ row, questions, onClose, onSaved }: PeopleDialogProps) {
  const [draft, setDraft] = useState(() => answerDraftOf(row))
  // problems show once the couple tries to save, and follow what is typed from then on
  const [tried, setTried] = useState(false)
  const { error, busy, save } = useSaveAction()
  const seats = row.confirmed_tickets
  const problemsOf = () => answerProblems(draft, seats, questions, texts, 'couple')
  const problems = tried ? problemsOf() : null
  const show = {
    message: questions.messageMaxLength !== null || row.message !== null,
    song: questions.songMaxLength !== null || row.song !== null,
  }
  const titleId = `personas-${row.human_key}`

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTried(true)
    if (problemsOf()) return
    await save(async () => {
      const { people, message, song } = answerToSend(draft, seats, questions, 'couple')
      const saved = await coupleApi.recordPeople(row.human_key, people, message, song)
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
          <Box sx={{ display: 'grid', gap: 2 }}>
            {seatDrafts(draft, seats).map((person, index) => (
              <PersonFields
                key={index}
                editor="couple"
                index={index}
                person={person}
                questions={questions}
                texts={texts}
                problems={problems?.people[index]}
                onChange={(changed) => setDraft(withPerson(draft, index, changed))}
              />
            ))}
            <FamilyTextFields
              editor="couple"
              draft={draft}
              show={show}
              questions={questions}
              texts={texts}
              problems={problems}
              onChange={setDraft}
            />
          </Box>
          {problems && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              Revisa los campos marcados.
            </Alert>
          )}
          <FormError error={error} sx={{ mt: 2 }} />
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
