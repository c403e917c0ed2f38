// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { guestRow, historyOf } from '../../database/support/owner-queries'
import {
  currentAddress,
  renderRsvpPage,
  rsvpPageForThisFile,
  rsvpSection,
  searchBox,
  searchButton,
} from './support/render-rsvp-page'
import { holdTheDatabase, refuseToGuests } from './support/rsvp-backend'
import { expectNoToast, expectToast } from './support/toasts'

const backend = rsvpPageForThisFile()

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-09-15T12:00:00Z'), shouldAdvanceTime: true })
})

afterEach(() => {
  vi.useRealTimers()
})

/** The number typed on /rsvp, as the spec's search: its save resets to a new search. */
async function typeInvitation(humanKey: string, familyName: string) {
  const page = await renderRsvpPage({ route: '/rsvp' })
  await page.user.type(searchBox(), humanKey)
  await page.user.click(searchButton())
  const card = await screen.findByRole('region', { name: familyName })
  return { ...page, card: within(card) }
}

async function openInvitation(humanKey: string, familyName: string) {
  const page = await renderRsvpPage({ route: `/rsvp?invitation=${humanKey}` })
  const card = await screen.findByRole('region', { name: familyName })
  return { ...page, card: within(card) }
}

describe('an unanswered invitation', () => {
  it('shows the response form at once: attending, a required ticket choice, today as the date', async () => {
    const { card } = await openInvitation('001', 'Familia García Hernández')

    expect(card.getByRole('radio', { name: 'Sí, asistiré' })).toBeChecked()
    expect(card.getByRole('radio', { name: 'No podré asistir' })).not.toBeChecked()
    const tickets = card.getByRole('combobox', { name: /Número de personas/ })
    expect(tickets).toBeRequired()
    const options = within(tickets)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual(['Selecciona', '1 persona', '2 personas', '3 personas', '4 personas'])
    expect(card.getByText('Fecha de respuesta: 15 de septiembre de 2025')).toBeVisible()
    expect(card.queryByRole('button', { name: 'Modificar' })).toBeNull()
  })

  it('offers a single "1 persona" when the invitation has one ticket', async () => {
    const { card } = await openInvitation('004', 'Familia Torres')

    const options = within(card.getByRole('combobox', { name: /Número de personas/ }))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual(['Selecciona', '1 persona'])
  })

  it('confirms 2 people for a number typed: Guardando..., the success toast, the badge, then a new search after 2 s', async () => {
    const { card, user } = await typeInvitation('001', 'Familia García Hernández')
    await user.selectOptions(
      card.getByRole('combobox', { name: /Número de personas/ }),
      '2 personas',
    )
    const release = await holdTheDatabase(backend.db)

    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))
    expect(card.getByRole('button', { name: 'Guardando...' })).toBeVisible()
    await release()

    await expectToast('¡Respuesta guardada exitosamente!', 'success')
    // The clock also runs in real time, so the badge is checked at once rather than 1.5 s in:
    // a busy machine may spend the rest of the 2 s before the next line runs.
    expect(card.getByText('Confirmaste asistencia para 2 personas')).toBeVisible()
    expect(card.queryByRole('button', { name: 'Enviar Respuesta' })).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(2000))

    expect(screen.queryByRole('region', { name: 'Familia García Hernández' })).toBeNull()
    await expectToast('Puedes buscar otra invitación', 'info')
    expect(searchBox()).toHaveValue('')
    // the card that held the focus is gone: the search box takes it
    expect(searchBox()).toHaveFocus()
    expect(currentAddress()).toBe('/rsvp')
    expect(await guestRow(backend.db, '001')).toMatchObject({
      will_attend: true,
      confirmed_tickets: 2,
    })
    expect(await historyOf(backend.db, '001')).toHaveLength(1)
  })

  it('keeps a personal link’s card after saving, with «Ver mi pase», and no new search', async () => {
    const { card, user } = await openInvitation('001', 'Familia García Hernández')
    await user.selectOptions(
      card.getByRole('combobox', { name: /Número de personas/ }),
      '2 personas',
    )
    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))
    await expectToast('¡Respuesta guardada exitosamente!', 'success')

    // well past the spec's 2 s reset, on the fake clock
    await act(() => vi.advanceTimersByTimeAsync(3000))

    const family = within(screen.getByRole('region', { name: 'Familia García Hernández' }))
    expect(family.getByText('Confirmaste asistencia para 2 personas')).toBeVisible()
    const pase = family.getByRole('button', { name: 'Ver mi pase' })
    expect(pase).toBeVisible()
    // the form that held the focus is gone: the pase's button takes it
    expect(pase).toHaveFocus()
    expect(family.getByRole('button', { name: 'Modificar' })).toBeVisible()
    expectNoToast('Puedes buscar otra invitación')
    expect(currentAddress()).toBe('/rsvp?invitation=001')
    await user.click(pase)
    expect(
      await family.findByRole('region', { name: 'Tu pase' }, { timeout: 10_000 }),
    ).toBeVisible()
  })

  it('hides the ticket choice on "No podré asistir" and stores 0 tickets', async () => {
    const { card, user } = await openInvitation('001', 'Familia García Hernández')
    await user.selectOptions(
      card.getByRole('combobox', { name: /Número de personas/ }),
      '3 personas',
    )

    await user.click(card.getByRole('radio', { name: 'No podré asistir' }))
    expect(card.queryByRole('combobox', { name: /Número de personas/ })).toBeNull()
    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))

    await expectToast('¡Respuesta guardada exitosamente!', 'success')
    expect(card.getByText('Confirmaste que no asistirá')).toBeVisible()
    expect(await guestRow(backend.db, '001')).toMatchObject({
      will_attend: false,
      confirmed_tickets: 0,
    })
  })

  it('asks for at least 1 ticket when attending without choosing, and sends nothing', async () => {
    const { card, user } = await openInvitation('001', 'Familia García Hernández')

    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))

    const message = 'Por favor confirma al menos 1 boleto si vas a asistir'
    const tickets = card.getByRole('combobox', { name: /Número de personas/ })
    expect(tickets).toHaveAccessibleDescription(message)
    expect(tickets).toHaveAttribute('aria-invalid', 'true')
    expect(card.getByRole('alert')).toHaveTextContent(message)
    await expectToast(message, 'error')
    expect(await historyOf(backend.db, '001')).toHaveLength(0)
  })

  it('names the real limit when the couple lowered the tickets after the search', async () => {
    const { card, user } = await openInvitation('001', 'Familia García Hernández')
    await backend.db.query(
      "update public.rsvp_guests set available_tickets = 2 where human_key = '001'",
    )

    await user.selectOptions(
      card.getByRole('combobox', { name: /Número de personas/ }),
      '3 personas',
    )
    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))

    const message = 'No puedes confirmar más de 2 boletos'
    await expectToast(message, 'error')
    expect(card.getByRole('combobox', { name: /Número de personas/ })).toHaveAccessibleDescription(
      message,
    )
    expect(await guestRow(backend.db, '001')).toMatchObject({ will_attend: null })
  })
})

describe('a save that fails', () => {
  async function answerAttending() {
    const page = await openInvitation('001', 'Familia García Hernández')
    await page.user.selectOptions(
      page.card.getByRole('combobox', { name: /Número de personas/ }),
      '1 persona',
    )
    return page
  }

  it('says Error al enviar respuesta when the network is down', async () => {
    const { card, user } = await answerAttending()
    backend.offline = true

    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))

    await expectToast('Error al enviar respuesta', 'error')
    expect(card.getByRole('alert')).toHaveTextContent('Error al enviar respuesta')
    expect(card.getByRole('button', { name: 'Enviar Respuesta' })).toHaveAccessibleDescription(
      'Error al enviar respuesta',
    )
  })

  it('says Error al actualizar la respuesta when the server answers with another error', async () => {
    const { card, user } = await answerAttending()
    await refuseToGuests(backend.db, 'respond_invitation')

    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))

    await expectToast('Error al actualizar la respuesta', 'error')
    expect(card.getByRole('alert')).toHaveTextContent('Error al actualizar la respuesta')
  })

  it('shows the not-found message when the invitation was removed meanwhile', async () => {
    const { card, user } = await answerAttending()
    await backend.db.query("delete from public.rsvp_guests where human_key = '001'")

    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))

    const message = 'Invitado no encontrado. Verifica tu número de invitación.'
    await expectToast(message, 'error')
    expect(within(rsvpSection()).getByText(message)).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Familia García Hernández' })).toBeNull()
  })
})
