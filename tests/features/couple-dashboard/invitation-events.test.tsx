// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InvitationEventsFormProps } from '../../../web/src/features/couple-dashboard/invitation/invitation-events-form'
import { findInvitation } from '../../database/support/guest-calls'
import type { EmbeddedBackend } from '../../server/support/start-embedded-backend'
import { signInAsCouple, stopSignedInCouple } from './support/signed-in-couple'

const serverWait = { timeout: 10_000 }
const events = [
  { key: 'event-ceremony', title: 'Ceremonia Religiosa' },
  { key: 'event-reception', title: 'Recepción' },
]

let backend: EmbeddedBackend
let InvitationEventsForm: ComponentType<InvitationEventsFormProps>
let coupleApi: (typeof import('../../../web/src/features/couple-dashboard/api/couple-api'))['coupleApi']

// a real embedded server (PGlite) and the couple signed in; modules load once its address is known
beforeAll(async () => {
  backend = await signInAsCouple()
  await backend.db.query(
    "update public.rsvp_settings set event_keys = array['event-ceremony', 'event-reception']",
  )
  const [form, api] = await Promise.all([
    import('../../../web/src/features/couple-dashboard/invitation/invitation-events-form'),
    import('../../../web/src/features/couple-dashboard/api/couple-api'),
  ])
  InvitationEventsForm = form.InvitationEventsForm
  coupleApi = api.coupleApi
}, 60_000)

afterAll(() => stopSignedInCouple(backend))

const row004 = async () =>
  (await coupleApi.invitations()).find((invitation) => invitation.human_key === '004')!
const invitedTo = async () => (await findInvitation(backend.db, '192.0.2.80', '004'))?.event_keys

describe('the events one family is invited to', () => {
  it('are all of them until the couple says otherwise, then only those the couple keeps', async () => {
    let saved = 0
    render(
      <InvitationEventsForm
        row={await row004()}
        events={events}
        onSaved={async () => {
          saved += 1
        }}
      />,
    )
    expect(screen.getByRole('radio', { name: 'Todos los eventos' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Solo algunos' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ceremonia Religiosa' }))
    await userEvent.click(screen.getByRole('button', { name: 'Guardar eventos' }))

    await waitFor(() => expect(saved).toBe(1), serverWait)
    expect(await invitedTo()).toEqual(['event-reception'])
  })

  it('refuses «Solo algunos» with none ticked, in Spanish, changing nothing', async () => {
    render(<InvitationEventsForm row={await row004()} events={events} onSaved={async () => {}} />)
    expect(screen.getByRole('radio', { name: 'Solo algunos' })).toBeChecked()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Recepción' }))
    await userEvent.click(screen.getByRole('button', { name: 'Guardar eventos' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Elige al menos un evento')
    expect(await invitedTo()).toEqual(['event-reception'])
  })

  it('goes back to every event with «Todos los eventos»', async () => {
    let saved = 0
    render(
      <InvitationEventsForm
        row={await row004()}
        events={events}
        onSaved={async () => {
          saved += 1
        }}
      />,
    )
    await userEvent.click(screen.getByRole('radio', { name: 'Todos los eventos' }))
    await userEvent.click(screen.getByRole('button', { name: 'Guardar eventos' }))
    await waitFor(() => expect(saved).toBe(1), serverWait)
    expect(await invitedTo()).toBeNull()
  })
})
