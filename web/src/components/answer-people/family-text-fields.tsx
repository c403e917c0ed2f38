import TextField from '@mui/material/TextField'
import type { RsvpQuestions } from '../../content/rsvp-questions'
import {
  familyTextLimits,
  type AnswerDraft,
  type AnswerProblems,
  type DraftEditor,
} from '../../lib/guest-list/person-draft'
import { helperAlert, type AnswerFieldTexts } from './person-fields'

export type FamilyTextFieldsProps = {
  editor: DraftEditor
  draft: AnswerDraft
  /** which texts the form shows: those asked, and for the couple those already written */
  show: { message: boolean; song: boolean }
  questions: RsvpQuestions
  texts: AnswerFieldTexts
  problems: AnswerProblems | null
  onChange: (draft: AnswerDraft) => void
}

/** The family's message to the couple and its song. */
export function FamilyTextFields(props: FamilyTextFieldsProps) {
  const { editor, draft, show, questions, texts, problems, onChange } = props
  const limits = familyTextLimits(questions)
  const field = (part: 'message' | 'song') => ({
    value: draft[part],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...draft, [part]: event.target.value }),
    error: Boolean(problems?.[part]),
    helperText: problems?.[part] ?? texts.lengthHint?.replace('{max}', String(limits[part])),
    fullWidth: true,
    slotProps: { htmlInput: { maxLength: limits[part] }, ...helperAlert(editor) },
  })
  return (
    <>
      {show.message && (
        <TextField
          label={texts.message}
          placeholder={texts.messagePlaceholder || undefined}
          multiline
          minRows={3}
          {...field('message')}
        />
      )}
      {show.song && (
        <TextField
          label={texts.song}
          placeholder={texts.songPlaceholder || undefined}
          {...field('song')}
        />
      )}
    </>
  )
}
