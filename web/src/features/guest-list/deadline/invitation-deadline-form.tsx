import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { formatDeadline } from '../../../lib/dates'
import { day } from '../../../lib/guest-list/guest-record'
import { notify } from '../../../lib/toasts/notify'
import { coupleApi } from '../../../lib/couple/api/couple-api'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { FormFooter } from '../../../components/dashboard/form-footer'
import { SectionHeading } from '../../../components/dashboard/section-heading'
import { coupleKeys } from '../../../lib/couple/dashboard-queries'
import { useSaveAction } from '../../../lib/couple/use-save-action'

export type InvitationDeadlineFormProps = {
  row: CoupleInvitation
  /** the general date, null while unknown */
  deadline: string | null
  onSaved?: () => Promise<void>
}

/** One family's own last day to change its answer (a family that calls after the date). */
export function InvitationDeadlineForm({ row, deadline, onSaved }: InvitationDeadlineFormProps) {
  const headingId = useId()
  const own = row.modification_deadline
  const [draft, setDraft] = useState(own ?? deadline ?? '')
  const { error, setError, busy, save } = useSaveAction({ invalidates: [coupleKeys.invitations] })

  const saveDeadline = (value: string | null) =>
    save(async () => {
      await coupleApi.setInvitationDeadline(row.human_key, value)
      notify(
        value
          ? `Esta familia puede cambiar su respuesta hasta el ${formatDeadline(value)}.`
          : 'Esta familia vuelve a la fecha límite general.',
        'success',
      )
      await onSaved?.()
    })

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!v.is(day, draft)) {
      setError('Elige una fecha.')
      return
    }
    await saveDeadline(draft)
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Fecha límite de esta familia</SectionHeading>
      <Typography sx={{ mb: 2 }}>
        {own
          ? `Tiene su propia fecha: puede cambiar su respuesta hasta el ${formatDeadline(own)}.`
          : `Sigue la fecha límite general${deadline ? `: ${formatDeadline(deadline)}` : ''}.`}
      </Typography>
      <TextField
        type="date"
        label="Fecha propia"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={Boolean(error)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormFooter label="Guardar fecha propia" error={error} busy={busy}>
        {own && (
          <Button disabled={busy} onClick={() => void saveDeadline(null)}>
            Usar la fecha general
          </Button>
        )}
      </FormFooter>
    </Box>
  )
}
