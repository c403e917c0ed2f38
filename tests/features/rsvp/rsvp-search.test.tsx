// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  currentAddress,
  invitationCard,
  renderRsvpPage,
  rsvpPageForThisFile,
  searchBox,
  rsvpSection,
  searchButton,
} from './support/render-rsvp-page'
import { holdTheDatabase } from './support/rsvp-backend'
import { expectToast } from './support/toasts'

const backend = rsvpPageForThisFile()

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-09-15T12:00:00Z'), shouldAdvanceTime: true })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the RSVP page', () => {
  it('is titled Confirmar Asistencia and shows the parents block and the events', async () => {
    await renderRsvpPage()

    expect(document.title).toBe('Confirmar Asistencia')
    expect(screen.getByRole('region', { name: 'Busca tu invitación' })).toBeVisible()
    expect(await screen.findByRole('region', { name: 'Hora y Lugar' })).toBeVisible()
    expect(await screen.findByRole('region', { name: 'Nuestros padres y padrinos' })).toBeVisible()
  })

  it('fills the box from ?invitation= and searches at once', async () => {
    await renderRsvpPage({ route: '/rsvp?invitation=001' })

    expect(searchBox()).toHaveValue('001')
    await expectToast('¡Invitado encontrado!', 'success')
    const card = invitationCard('Familia García Hernández')
    expect(within(card).getByText('Juan García')).toBeVisible()
    expect(within(card).getByText('4')).toBeVisible()
    expect(within(card).getByText('Aún sin responder')).toBeVisible()
  })

  it('takes at most 3 characters in the invitation number box', async () => {
    const { user } = await renderRsvpPage()

    expect(searchBox()).toHaveAttribute('maxlength', '3')
    await user.type(searchBox(), '0012')
    expect(searchBox()).toHaveValue('001')
  })

  it('asks for a number when the search is empty, beside the box and as a toast', async () => {
    const { user } = await renderRsvpPage()

    await user.click(searchButton())

    const message = 'Por favor ingresa un número de invitación'
    expect(searchBox()).toHaveAccessibleDescription(message)
    expect(searchBox()).toHaveAttribute('aria-invalid', 'true')
    expect(within(rsvpSection()).getByRole('alert')).toHaveTextContent(message)
    await expectToast(message, 'error')
  })

  it('shows Buscando... on the button while searching', async () => {
    const { user } = await renderRsvpPage()
    const release = await holdTheDatabase(backend.db)

    await user.type(searchBox(), '002{Enter}')

    expect(searchButton()).toHaveTextContent('Buscando...')
    await release()
    await screen.findByRole('region', { name: 'Familia López Martínez' })
    expect(searchButton()).toHaveTextContent('Buscar')
  })

  it('finds an invitation typed in lower case', async () => {
    const { user } = await renderRsvpPage()
    await backend.db.query(
      "insert into public.rsvp_guests (human_key, family_name, available_tickets) values ('A1B', 'Familia Ávila', 2)",
    )

    await user.type(searchBox(), 'a1b{Enter}')

    expect(await screen.findByRole('region', { name: 'Familia Ávila' })).toBeVisible()
  })

  it('drops the number of the link from the address once another one is typed', async () => {
    const { user } = await renderRsvpPage({ route: '/rsvp?invitation=001' })
    await screen.findByRole('region', { name: 'Familia García Hernández' })

    await user.clear(searchBox())
    await user.type(searchBox(), '003{Enter}')

    expect(await screen.findByRole('region', { name: 'Familia Ramírez Soto' })).toBeVisible()
    expect(currentAddress()).toBe('/rsvp')
    expect(searchBox()).toHaveValue('003')
  })
})

describe('an invitation number that does not exist', () => {
  it('says so, clears the record shown before, and offers Intentar de Nuevo', async () => {
    const { user } = await renderRsvpPage({ route: '/rsvp?invitation=001' })
    await screen.findByRole('region', { name: 'Familia García Hernández' })

    await user.clear(searchBox())
    await user.type(searchBox(), 'zzz{Enter}')

    const message = 'Invitado no encontrado. Verifica tu número de invitación.'
    await expectToast(message, 'error')
    expect(within(rsvpSection()).getByText(message)).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Familia García Hernández' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Intentar de Nuevo' })).toBeVisible()
  })

  it('Intentar de Nuevo empties the box, drops the query and puts the cursor back in the box', async () => {
    const { user } = await renderRsvpPage({ route: '/rsvp?invitation=zzz' })
    await user.click(await screen.findByRole('button', { name: 'Intentar de Nuevo' }))

    expect(within(rsvpSection()).queryByText(/Invitado no encontrado/)).toBeNull()
    expect(searchBox()).toHaveValue('')
    expect(searchBox()).toHaveFocus()
    expect(currentAddress()).toBe('/rsvp')
  })

  it('gets a message of its own once the address has failed too many times', async () => {
    const { user } = await renderRsvpPage()
    // the page's own API, configured as the page is: the same server, from the same address
    const { createRsvpApi } = await import('../../../web/src/features/rsvp/api/rsvp-api')
    const sameAddress = createRsvpApi()
    for (let miss = 0; miss < 10; miss++) await sameAddress.findInvitation('zzz')

    await user.type(searchBox(), '001{Enter}')

    const message = 'Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.'
    await expectToast(message, 'error')
    expect(searchBox()).toHaveAccessibleDescription(message)
    expect(screen.queryByRole('region', { name: 'Familia García Hernández' })).toBeNull()
  })

  it('is not blamed on the guest when the network fails', async () => {
    const { user } = await renderRsvpPage()
    backend.offline = true

    await user.type(searchBox(), '001{Enter}')

    await expectToast('Error al buscar invitado', 'error')
    expect(searchBox()).toHaveAccessibleDescription('Error al buscar invitado')
    expect(within(rsvpSection()).queryByText(/Invitado no encontrado/)).toBeNull()
  })
})

describe('Nueva Búsqueda', () => {
  it('clears the invitation, the box and the URL query', async () => {
    const { user } = await renderRsvpPage({ route: '/rsvp?invitation=002' })
    const card = await screen.findByRole('region', { name: 'Familia López Martínez' })

    await user.click(within(card).getByRole('button', { name: 'Nueva Búsqueda' }))

    expect(screen.queryByRole('region', { name: 'Familia López Martínez' })).toBeNull()
    expect(searchBox()).toHaveValue('')
    expect(searchBox()).toHaveFocus()
    await waitFor(() => expect(currentAddress()).toBe('/rsvp'))
  })
})
