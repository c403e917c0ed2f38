import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { notify } from '../../../lib/toasts/notify'
import { coupleApi } from '../../../lib/couple/api/couple-api'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { FormFooter } from '../../../components/dashboard/form-footer'
import { coupleKeys } from '../../../lib/couple/dashboard-queries'
import { useSaveAction } from '../../../lib/couple/use-save-action'
import { SectionHeading } from '../../../components/dashboard/section-heading'

type Choice = 'yes' | 'no' | 'none'

const choiceOf = (willAttend: boolean | null): Choice =>
  willAttend === true ? 'yes' : willAttend === false ? 'no' : 'none'

export type AnswerFormProps = { row: CoupleInvitation; onSaved?: () => Promise<void> }

/** The couple records or changes the family's answer (a phone call), also after the deadline. */
export function AnswerForm({ row, onSaved }: AnswerFormProps) {
  const [choice, setChoice] = useState<Choice>(choiceOf(row.will_attend))
  const [people, setPeople] = useState(Math.max(row.confirmed_tickets, 1))
  const { error, busy, save } = useSaveAction({ invalidates: [coupleKeys.invitations] })

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    await save(async () => {
      const willAttend = choice === 'yes' ? true : choice === 'no' ? false : null
      await coupleApi.recordAnswer(row.human_key, willAttend, choice === 'yes' ? people : 0)
      notify('Respuesta guardada.', 'success')
      await onSaved?.()
    })
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="novios-respuesta">
      <SectionHeading id="novios-respuesta">Respuesta de la familia</SectionHeading>
      <RadioGroup
        aria-labelledby="novios-respuesta"
        value={choice}
        onChange={(event) => setChoice(event.target.value as Choice)}
      >
        <FormControlLabel value="yes" control={<Radio />} label="Asistirán" />
        <FormControlLabel value="no" control={<Radio />} label="No asistirán" />
        <FormControlLabel value="none" control={<Radio />} label="Sin respuesta" />
      </RadioGroup>
      {choice === 'yes' && (
        <TextField
          select
          label="Personas que asistirán"
          value={people}
          onChange={(event) => setPeople(Number(event.target.value))}
          sx={{ minWidth: 220, mt: 1 }}
        >
          {Array.from({ length: row.available_tickets }, (_, index) => index + 1).map((count) => (
            <MenuItem key={count} value={count}>
              {count}
            </MenuItem>
          ))}
        </TextField>
      )}
      <FormFooter label="Guardar respuesta" error={error} busy={busy} />
    </Box>
  )
}
