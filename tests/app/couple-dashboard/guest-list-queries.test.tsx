// @vitest-environment jsdom
import { act, render, screen, within } from '../../support/couple/render'
import userEvent from '@testing-library/user-event'
import { Suspense, type ComponentType } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guestMessagesQuery, rsvpQuestionsQuery } from '../../../web/src/content/queries'
import { queryDefaultDataset } from '../../support/default-dataset'
import type { EmbeddedBackend } from '../../server/support/start-embedded-backend'
import { signInAsCouple, stopSignedInCouple } from '../../support/couple/signed-in-couple'
import { serverWait } from '../../support/server-wait'

let backend: EmbeddedBackend
let GuestDashboard: ComponentType
let ListWithForm: ComponentType<{ formKey: string }>

// The dashboard on a real embedded server (PGlite, the demo seed) as the signed-in couple.
beforeAll(async () => {
  backend = await signInAsCouple()
  const [dashboard, store, list, form] = await Promise.all([
    import('../../../web/src/app/couple-dashboard/guest-dashboard'),
    import('../../../web/src/content/content-store'),
    import('../../../web/src/features/guest-list/hooks/use-guest-list'),
    import('../../../web/src/features/guest-list/invitation/edit-invitation-form'),
  ])
  GuestDashboard = dashboard.GuestDashboard
  // the list's names, and one invitation's form with no callback of its own
  ListWithForm = function ListWithForm({ formKey }) {
    const { rows } = list.useGuestList()
    const row = rows?.find((each) => each.human_key === formKey)
    return (
      <>
        <ul aria-label="La lista">
          {rows?.map((each) => (
            <li key={each.human_key}>{`${each.human_key} · ${each.family_name}`}</li>
          ))}
        </ul>
        {row && <form.EditInvitationForm row={row} />}
      </>
    )
  }
  const prime = async (query: string) =>
    store.primeContent({
      [store.contentKey(query, {})]: {
        query,
        params: {},
        result: await queryDefaultDataset(query),
      },
    })
  await Promise.all([prime(guestMessagesQuery), prime(rsvpQuestionsQuery)])
})

afterAll(() => stopSignedInCouple(backend))

const rename = (key: string, name: string) =>
  backend.db.query('update public.rsvp_guests set family_name = $2 where human_key = $1', [
    key,
    name,
  ])

async function renderDashboard() {
  render(
    <Suspense fallback="cargando">
      <GuestDashboard />
    </Suspense>,
  )
  return screen.findByRole('listitem', { name: /^009 · / }, serverWait)
}

describe('the guest list as server state', () => {
  it('shows a change made elsewhere once the signal returns, with no button pressed', async () => {
    await renderDashboard()
    await rename('009', 'Familia Vuelta la Señal')
    // the venue's signal drops and comes back
    await act(async () => {
      window.dispatchEvent(new Event('offline'))
      window.dispatchEvent(new Event('online'))
    })
    expect(
      await screen.findByRole('listitem', { name: /^009 · Familia Vuelta la Señal/ }, serverWait),
    ).toBeInTheDocument()
  })

  it('loads the list again after a change saved from a form that refreshes nothing itself', async () => {
    render(<ListWithForm formKey="002" />)
    const form = await screen.findByRole('form', { name: 'Datos de la invitación' }, serverWait)
    // the other of the couple renamed 006 meanwhile, on their phone
    await rename('006', 'Familia Otro Teléfono')
    const family = within(form).getByLabelText(/Familia/)
    await userEvent.clear(family)
    await userEvent.type(family, 'Familia Guardada Aquí')
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }))
    const list = screen.getByRole('list', { name: 'La lista' })
    await expect
      .poll(() => within(list).queryByText('002 · Familia Guardada Aquí'), serverWait)
      .toBeInTheDocument()
    expect(within(list).getByText('006 · Familia Otro Teléfono')).toBeInTheDocument()
  })
})
