import TextField from '@mui/material/TextField'
import type { Limits, PeopleDraft, PeopleProblems } from './people-draft'

export type FamilyTextFieldsProps = {
  draft: PeopleDraft
  /** which fields the couple sees: those asked, or already written */
  show: { message: boolean; song: boolean }
  limits: Limits
  problems: PeopleProblems | null
  onChange: (draft: PeopleDraft) => void
}

/** The family's message to the couple and its song. */
export function FamilyTextFields({
  draft,
  show,
  limits,
  problems,
  onChange,
}: FamilyTextFieldsProps) {
  return (
    <>
      {show.message && (
        <TextField
          label="Mensaje para los novios"
          value={draft.message}
          onChange={(event) => onChange({ ...draft, message: event.target.value })}
          error={!!problems?.message}
          helperText={problems?.message ?? `Hasta ${limits.message} caracteres.`}
          multiline
          minRows={2}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: limits.message } }}
        />
      )}
      {show.song && (
        <TextField
          label="Canción"
          value={draft.song}
          onChange={(event) => onChange({ ...draft, song: event.target.value })}
          error={!!problems?.song}
          helperText={problems?.song ?? `Hasta ${limits.song} caracteres.`}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: limits.song } }}
        />
      )}
    </>
  )
}
