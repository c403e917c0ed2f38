// @vitest-environment jsdom
import { render, screen, waitFor } from '../../support/couple/render'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportDialogProps } from '../../../web/src/features/guest-list/import-export/import-dialog'
import type { InvitationEventsFormProps } from '../../../web/src/features/guest-list/invitation/invitation-events-form'
import { findInvitation } from '../../database/support/guest-calls'
import type { EmbeddedBackend } from '../../server/support/start-embedded-backend'
import { signInAsCouple, stopSignedInCouple } from '../../support/couple/signed-in-couple'
import { serverWait } from '../../support/server-wait'

const events = [
  { key: 'event-ceremony', title: 'Ceremonia Religiosa' },
  { key: 'event-reception', title: 'Recepción' },
]

let backend: EmbeddedBackend
let InvitationEventsForm: ComponentType<InvitationEventsFormProps>
let ImportDialog: ComponentType<ImportDialogProps>
let coupleApi: (typeof import('../../../web/src/lib/couple/api/couple-api'))['coupleApi']

// a real embedded server (PGlite) and the couple signed in; modules load once its address is known
beforeAll(async () => {
  backend = await signInAsCouple()
  await backend.db.query(
    "update public.rsvp_settings set event_keys = array['event-ceremony', 'event-reception']",
  )
  const [form, api, importing] = await Promise.all([
    import('../../../web/src/features/guest-list/invitation/invitation-events-form'),
    import('../../../web/src/lib/couple/api/couple-api'),
    import('../../../web/src/features/guest-list/import-export/import-dialog'),
  ])
  InvitationEventsForm = form.InvitationEventsForm
  ImportDialog = importing.ImportDialog
  coupleApi = api.coupleApi
})

afterAll(() => stopSignedInCouple(backend))

const row004 = async () =>
  (await coupleApi.invitations()).find((invitation) => invitation.human_key === '004')!
const invitedTo = async (key = '004') =>
  (await findInvitation(backend.db, '192.0.2.80', key))?.event_keys

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

describe('the events a spreadsheet invites families to', () => {
  it('are saved by the import as the «Eventos» column names them', async () => {
    let imported = 0
    render(
      <ImportDialog
        existing={await coupleApi.invitations()}
        events={events}
        onClose={() => {}}
        onImported={async () => {
          imported += 1
        }}
      />,
    )
    await userEvent.click(screen.getByRole('checkbox', { name: /Actualizar las invitaciones/ }))
    await userEvent.upload(
      screen.getByLabelText('Archivo CSV'),
      new File(
        [
          'Número,Familia,Jefe de familia,Lugares,Eventos\n' +
            'E17,Familia Pérez,,4,ceremonia religiosa\n' +
            '004,Familia Torres,Lucía Torres,1,Recepción; Ceremonia Religiosa\n',
        ],
        'invitados.csv',
        { type: 'text/csv' },
      ),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar 2 invitaciones' }))

    await waitFor(() => expect(imported).toBe(1), serverWait)
    expect(await invitedTo('E17')).toEqual(['event-ceremony'])
    expect(await invitedTo('004')).toEqual(['event-ceremony', 'event-reception'])
  })
})
