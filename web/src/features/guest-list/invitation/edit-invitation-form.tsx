import Box from '@mui/material/Box'
import { useState, type FormEvent } from 'react'
import { notify } from '../../../lib/toasts/notify'
import { coupleApi } from '../../../lib/couple/api/couple-api'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { FormFooter } from '../../../components/dashboard/form-footer'
import { coupleKeys } from '../../../lib/couple/dashboard-queries'
import { useSaveAction } from '../../../lib/couple/use-save-action'
import {
  draftPhone,
  draftProblem,
  InvitationFields,
  type InvitationDraft,
} from './invitation-fields'
import { SectionHeading } from '../../../components/dashboard/section-heading'

export type EditInvitationFormProps = { row: CoupleInvitation; onSaved?: () => Promise<void> }

/** Family, chief, seats and phone of an invitation; never fewer seats than already confirmed. */
export function EditInvitationForm({ row, onSaved }: EditInvitationFormProps) {
  const [draft, setDraft] = useState<InvitationDraft>({
    familyName: row.family_name,
    familyChief: row.family_chief ?? '',
    seats: String(row.available_tickets),
    phone: row.phone ?? '',
  })
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const { error, setError, busy, save } = useSaveAction({ invalidates: [coupleKeys.invitations] })
  const minimumSeats = Math.max(row.confirmed_tickets, 1)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = draftProblem(draft, minimumSeats)
    const phone = draftPhone(draft)
    setError(problem)
    setPhoneError(phone.ok ? null : phone.problem)
    if (problem || !phone.ok) return
    await save(async () => {
      await coupleApi.update({
        humanKey: row.human_key,
        familyName: draft.familyName.trim(),
        familyChief: draft.familyChief.trim() || null,
        availableTickets: Number(draft.seats),
        phone: phone.phone,
      })
      notify('Cambios guardados.', 'success')
      await onSaved?.()
    })
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="novios-datos">
      <SectionHeading id="novios-datos">Datos de la invitación</SectionHeading>
      <InvitationFields
        draft={draft}
        onChange={setDraft}
        minimumSeats={minimumSeats}
        phoneError={phoneError}
      />
      <FormFooter label="Guardar cambios" error={error} busy={busy} />
    </Box>
  )
}
