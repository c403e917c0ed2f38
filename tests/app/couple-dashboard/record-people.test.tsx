// @vitest-environment jsdom
import { render, screen, waitFor, within } from '../../support/couple/render'
import userEvent from '@testing-library/user-event'
import { Suspense, type ComponentType } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guestMessagesQuery, rsvpQuestionsQuery } from '../../../web/src/content/queries'
import type { RsvpQuestionsQueryResult } from '../../../web/src/content/sanity.types'
import { queryDefaultDataset } from '../../support/default-dataset'
import type { EmbeddedBackend } from '../../server/support/start-embedded-backend'
import { signInAsCouple, stopSignedInCouple } from '../../support/couple/signed-in-couple'
import { serverWait } from '../../support/server-wait'

let backend: EmbeddedBackend
let GuestDashboard: ComponentType
let publish: (changes: Partial<RsvpQuestionsQueryResult>) => void

// The whole dashboard talks to a real embedded server (PGlite) as the signed-in couple; its
// modules are loaded once the server's address is known, since the site reads it from the
// environment.
beforeAll(async () => {
  backend = await signInAsCouple()
  const [dashboard, store] = await Promise.all([
    import('../../../web/src/app/couple-dashboard/guest-dashboard'),
    import('../../../web/src/content/content-store'),
  ])
  GuestDashboard = dashboard.GuestDashboard

  const prime = (query: string, result: unknown) =>
    store.primeContent({ [store.contentKey(query, {})]: { query, params: {}, result } })
  const questions = (await queryDefaultDataset(rsvpQuestionsQuery))!
  publish = (changes) => prime(rsvpQuestionsQuery, { ...questions, ...changes })
  prime(guestMessagesQuery, await queryDefaultDataset(guestMessagesQuery))
  // the couple asks everything: age, meals (one with details), both events, message and song
  publish({ askAgeGroup: true, askEvents: true, askSong: true })
})

afterAll(() => stopSignedInCouple(backend))

async function storedPeople(key: string) {
  const { rows } = await backend.db.query(
    `select a.full_name as name, a.is_child as child, a.meal, a.meal_details, a.events
     from public.rsvp_attendees a join public.rsvp_guests g on g.id = a.guest_id
     where g.human_key = $1 order by a.position`,
    [key],
  )
  return rows
}

async function storedFamilyTexts(key: string) {
  const { rows } = await backend.db.query<{ message: string | null; song: string | null }>(
    'select message, song from public.rsvp_guests where human_key = $1',
    [key],
  )
  return rows[0]
}

/** The dashboard has handed the Studio's meals and events to the database. */
const rulesApplied = () =>
  waitFor(async () => {
    const { rows } = await backend.db.query<{ events: string[] }>(
      'select event_keys as events from public.rsvp_settings',
    )
    expect(rows[0]?.events).toEqual(['event-ceremony', 'event-reception'])
  }, serverWait)

async function renderDashboard() {
  // rules an earlier test left would satisfy rulesApplied before this dashboard sends its own
  await backend.db.query("update public.rsvp_settings set event_keys = '{}'")
  render(
    <Suspense fallback="cargando">
      <GuestDashboard />
    </Suspense>,
  )
  await rulesApplied()
  return screen.findByRole('listitem', { name: /^006 · / }, serverWait)
}

async function choose(field: HTMLElement, option: string) {
  await userEvent.click(field)
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

describe('the couple recording who comes after a phone call', () => {
  it('saves each person through the database and shows them on the invitation, in the tallies and the filter', async () => {
    const card = await renderDashboard()
    expect(within(card).queryByRole('list', { name: /Personas de/ })).not.toBeInTheDocument()

    await userEvent.click(
      within(card).getByRole('button', { name: 'Editar las personas de la invitación 006' }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Personas de la invitación 006 · Familia Sánchez Olvera',
    })
    const first = within(dialog).getByRole('group', { name: 'Persona 1' })
    const second = within(dialog).getByRole('group', { name: 'Persona 2' })
    expect(within(dialog).queryByRole('group', { name: 'Persona 3' })).not.toBeInTheDocument()

    await userEvent.type(within(first).getByLabelText(/^Nombre/), 'Carmen Olvera')
    expect(within(first).queryByLabelText('Detalles de la comida')).not.toBeInTheDocument()
    await userEvent.selectOptions(
      within(first).getByRole('combobox', { name: 'Comida' }),
      'Alergia o intolerancia',
    )
    await userEvent.type(within(first).getByLabelText('Detalles de la comida'), 'nueces')
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Ceremonia Religiosa' }))
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Recepción' }))

    await userEvent.type(within(second).getByLabelText(/^Nombre/), 'Pablo Sánchez')
    await userEvent.click(within(second).getByRole('radio', { name: 'Niña o niño' }))
    await userEvent.selectOptions(
      within(second).getByRole('combobox', { name: 'Comida' }),
      'Vegetariano',
    )
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Recepción' }))

    await userEvent.type(
      within(dialog).getByLabelText('Mensaje para los novios'),
      '¡Ahí estaremos!',
    )
    await userEvent.type(within(dialog).getByLabelText('Canción'), 'Cielito lindo')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar personas' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), serverWait)
    expect(await storedPeople('006')).toEqual([
      {
        name: 'Carmen Olvera',
        child: false,
        meal: 'alergia',
        meal_details: 'nueces',
        events: ['event-ceremony', 'event-reception'],
      },
      {
        name: 'Pablo Sánchez',
        child: true,
        meal: 'vegetariano',
        meal_details: null,
        events: ['event-reception'],
      },
    ])
    expect(await storedFamilyTexts('006')).toEqual({
      message: '¡Ahí estaremos!',
      song: 'Cielito lindo',
    })

    const saved = screen.getByRole('listitem', { name: /^006 · / })
    const people = within(saved).getByRole('list', { name: 'Personas de la invitación 006' })
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Carmen Olvera · Alergia o intolerancia (nueces) · Ceremonia Religiosa, Recepción',
      'Pablo Sánchez · niña o niño · Vegetariano · Recepción',
    ])
    expect(saved).toHaveTextContent('Mensaje¡Ahí estaremos!')
    expect(saved).toHaveTextContent('CanciónCielito lindo')

    const tally = (heading: string, label: string) =>
      document.querySelector(`dl[aria-labelledby="${heading}"] [data-tally="${label}"] dd`)
        ?.textContent
    expect(tally('novios-quienes', 'Niñas y niños')).toBe('1')
    expect(tally('novios-comida', 'Alergia o intolerancia')).toBe('1')
    expect(tally('novios-eventos', 'Recepción')).toBe('2')

    await choose(screen.getByRole('combobox', { name: 'Mostrar' }), 'Con alergias')
    expect(
      screen
        .getAllByRole('listitem', { name: /^\w{3} · / })
        .map((item) => item.getAttribute('aria-labelledby')),
    ).toEqual(['invitacion-006'])
    // a long journey through a real server (two people typed in full, then the list re-read):
    // the integration tier's 120 s a test
  })

  it('shows the database’s refusal in Spanish beside the form and keeps what was typed', async () => {
    const card = await renderDashboard()
    // the database no longer takes «vegano», as if the Studio dropped it a moment ago
    await backend.db.query(
      "update public.rsvp_settings set meal_choices = array_remove(meal_choices, 'vegano')",
    )
    await userEvent.click(
      within(card).getByRole('button', { name: 'Editar las personas de la invitación 006' }),
    )
    const dialog = await screen.findByRole('dialog')
    const first = within(dialog).getByRole('group', { name: 'Persona 1' })
    await userEvent.selectOptions(within(first).getByRole('combobox', { name: 'Comida' }), 'Vegano')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar personas' }))

    expect(await within(dialog).findByRole('alert', {}, serverWait)).toHaveTextContent(
      'Una opción de comida ya no está en «Preguntas de la confirmación»: elige otra.',
    )
    expect(within(first).getByLabelText(/^Nombre/)).toHaveValue('Carmen Olvera')
    expect((await storedPeople('006'))[0]).toMatchObject({ meal: 'alergia' })
  })

  it('is used with the keyboard: opened with Enter, its first field focused, closed with Escape', async () => {
    const card = await renderDashboard()
    const edit = within(card).getByRole('button', {
      name: 'Editar las personas de la invitación 006',
    })
    edit.focus()
    await userEvent.keyboard('{Enter}')

    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await userEvent.tab()
    expect(document.activeElement).toBe(
      within(within(dialog).getByRole('group', { name: 'Persona 1' })).getByLabelText(/^Nombre/),
    )

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await storedPeople('006')).toHaveLength(2)
  })

  it('asks for every name beside its field when the couple requires names, saving nothing', async () => {
    publish({ askAgeGroup: true, askEvents: true, askSong: true, namesRequired: true })
    const card = await renderDashboard()
    await userEvent.click(
      within(card).getByRole('button', { name: 'Editar las personas de la invitación 006' }),
    )
    const dialog = await screen.findByRole('dialog')
    const second = within(dialog).getByRole('group', { name: 'Persona 2' })
    await userEvent.clear(within(second).getByLabelText(/^Nombre/))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar personas' }))

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Revisa los campos marcados.')
    expect(within(second).getByLabelText(/^Nombre/)).toHaveAccessibleDescription(
      'Escribe el nombre de cada persona.',
    )
    expect(
      within(within(dialog).getByRole('group', { name: 'Persona 1' })).getByLabelText(/^Nombre/),
    ).not.toHaveAccessibleDescription()
    expect((await storedPeople('006'))[1]).toMatchObject({ name: 'Pablo Sánchez' })
  })
})
