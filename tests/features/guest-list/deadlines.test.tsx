// @vitest-environment jsdom
import { render, screen, waitFor } from '../../support/couple/render'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DeadlineSettingProps } from '../../../web/src/features/guest-list/deadline/deadline-setting'
import type { InvitationDeadlineFormProps } from '../../../web/src/features/guest-list/deadline/invitation-deadline-form'
import { findInvitation } from '../../database/support/guest-calls'
import type { EmbeddedBackend } from '../../server/support/start-embedded-backend'
import { signInAsCouple, stopSignedInCouple } from '../../support/couple/signed-in-couple'
import { serverWait } from '../../support/server-wait'

let backend: EmbeddedBackend
let DeadlineSetting: ComponentType<DeadlineSettingProps>
let InvitationDeadlineForm: ComponentType<InvitationDeadlineFormProps>
let coupleApi: (typeof import('../../../web/src/lib/couple/api/couple-api'))['coupleApi']

// a real embedded server (PGlite) and the couple signed in; modules load once its address is known
beforeAll(async () => {
  backend = await signInAsCouple()
  const [setting, form, api] = await Promise.all([
    import('../../../web/src/features/guest-list/deadline/deadline-setting'),
    import('../../../web/src/features/guest-list/deadline/invitation-deadline-form'),
    import('../../../web/src/lib/couple/api/couple-api'),
  ])
  DeadlineSetting = setting.DeadlineSetting
  InvitationDeadlineForm = form.InvitationDeadlineForm
  coupleApi = api.coupleApi
})

afterAll(() => stopSignedInCouple(backend))

const storedDeadline = async () =>
  (
    await backend.db.query<{ d: string }>(
      "select to_char(modification_deadline, 'YYYY-MM-DD') as d from public.rsvp_settings",
    )
  ).rows[0]?.d

describe('the couple’s deadline for changing an answer', () => {
  it('is set by the couple in the dashboard and kept by the database', async () => {
    const saved: string[] = []
    render(<DeadlineSetting deadline="2025-10-05" onSaved={(date) => saved.push(date)} />)
    expect(screen.getByText(/hasta el 5 de octubre de 2025/)).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Cambiar fecha límite' }))
    const field = screen.getByLabelText('Nueva fecha límite')
    expect(field).toHaveFocus()
    await userEvent.clear(field)
    await userEvent.type(field, '2025-10-20')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar fecha' }))

    await screen.findByRole('button', { name: 'Cambiar fecha límite' }, serverWait)
    expect(saved).toEqual(['2025-10-20'])
    expect(await storedDeadline()).toBe('2025-10-20')
  })

  it('is extended for one family, which its own page then shows, and put back', async () => {
    const row = (await coupleApi.invitations()).find(
      (invitation) => invitation.human_key === '002',
    )!
    let refreshed = 0
    const { unmount } = render(
      <InvitationDeadlineForm
        row={row}
        deadline="2025-10-20"
        onSaved={async () => {
          refreshed += 1
        }}
      />,
    )
    expect(screen.getByText(/Sigue la fecha límite general: 20 de octubre de 2025/)).toBeVisible()
    const field = screen.getByLabelText('Fecha propia')
    await userEvent.clear(field)
    await userEvent.type(field, '2025-11-02')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar fecha propia' }))
    // the dialog then reloads the list, which hands the form the saved row
    await waitFor(() => expect(refreshed).toBe(1), serverWait)

    const found = await findInvitation(backend.db, '192.0.2.50', '002')
    expect(found?.modification_deadline).toBe('2025-11-02')
    expect((await findInvitation(backend.db, '192.0.2.50', '003'))?.modification_deadline).toBe(
      '2025-10-20',
    )
    unmount()

    const extended = (await coupleApi.invitations()).find(
      (invitation) => invitation.human_key === '002',
    )!
    expect(extended.modification_deadline).toBe('2025-11-02')
    render(<InvitationDeadlineForm row={extended} deadline="2025-10-20" onSaved={async () => {}} />)
    expect(screen.getByText(/Tiene su propia fecha/)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Usar la fecha general' }))
    await waitFor(async () => {
      const back = await findInvitation(backend.db, '192.0.2.50', '002')
      expect(back?.modification_deadline).toBe('2025-10-20')
    }, serverWait)
  })

  it('refuses a form without a date, in Spanish, and saves nothing', async () => {
    render(<DeadlineSetting deadline="2025-10-20" onSaved={() => {}} />)
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar fecha límite' }))
    await userEvent.clear(screen.getByLabelText('Nueva fecha límite'))
    await userEvent.click(screen.getByRole('button', { name: 'Guardar fecha' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Elige una fecha.')
    expect(await storedDeadline()).toBe('2025-10-20')
  })
})
