import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { formatDeadline } from '../../../lib/dates'
import { day } from '../../../lib/guest-list/guest-record'
import { notify } from '../../../lib/toasts/notify'
import { coupleApi } from '../../../lib/couple/api/couple-api'
import { FormFooter } from '../../../components/dashboard/form-footer'
import { SectionHeading } from '../../../components/dashboard/section-heading'
import { useSaveAction } from '../../../lib/couple/use-save-action'

export type DeadlineSettingProps = {
  deadline: string | null
  onSaved: (deadline: string) => void
}

/** «Fecha límite para cambios»: the general last day a family that answered may change it. */
export function DeadlineSetting({ deadline, onSaved }: DeadlineSettingProps) {
  const headingId = useId()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState('')
  const { error, setError, busy, save } = useSaveAction()
  const field = useRef<HTMLInputElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)

  // the button that opened the form gives way to its field, and takes the focus back after
  useEffect(() => {
    if (editing) field.current?.focus()
    else if (wasEditing.current) opener.current?.focus()
    wasEditing.current = editing
  }, [editing])

  function startEditing() {
    setDraft(deadline ?? '')
    setError(null)
    setEditing(true)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!v.is(day, draft)) {
      setError('Elige una fecha.')
      return
    }
    await save(async () => {
      const saved = await coupleApi.setModificationDeadline(draft)
      onSaved(saved)
      setEditing(false)
      notify(`Fecha límite guardada: ${formatDeadline(saved)}.`, 'success')
    })
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <SectionHeading id={headingId}>Fecha límite para cambios</SectionHeading>
      <Typography>
        {deadline
          ? `Quien ya respondió puede cambiar su respuesta hasta el ${formatDeadline(deadline)}.`
          : 'Cargando la fecha límite…'}{' '}
        Para una familia que llame después, extiéndela desde su invitación.
      </Typography>
      {editing ? (
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ mt: 2 }}>
          <TextField
            type="date"
            label="Nueva fecha límite"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={Boolean(error)}
            slotProps={{ inputLabel: { shrink: true } }}
            inputRef={field}
          />
          <FormFooter label="Guardar fecha" error={error} busy={busy}>
            <Button onClick={() => setEditing(false)}>Cancelar</Button>
          </FormFooter>
        </Box>
      ) : (
        <Button
          ref={opener}
          variant="outlined"
          sx={{ mt: 1 }}
          onClick={startEditing}
          disabled={!deadline}
        >
          Cambiar fecha límite
        </Button>
      )}
    </Box>
  )
}
