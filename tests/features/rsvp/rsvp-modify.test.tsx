// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Clock } from '../../../web/src/features/rsvp/hooks/use-clock'
import { guestRow, historyOf, setDeadline } from '../../database/support/owner-queries'
import { renderRsvpPage, rsvpPageForThisFile } from './support/render-rsvp-page'
import { seedDeadline } from './support/rsvp-backend'
import { expectNoToast, expectToast } from './support/toasts'

const beforeDeadline = new Date('2025-09-15T12:00:00Z')
const afterDeadline = new Date('2025-10-05T00:00:00Z')
const closedMessage =
  'Lo sentimos, el período de modificaciones ha terminado (después del 5 de octubre de 2025)'

const backend = rsvpPageForThisFile()

afterEach(() => {
  vi.useRealTimers()
})

/**
 * The server (in this process) and the guest's device share the fake clock, unless a device
 * clock is given.
 */
async function openInvitation(
  humanKey: string,
  familyName: string,
  {
    now = beforeDeadline,
    deadline = seedDeadline,
    clock,
  }: { now?: Date; deadline?: string; clock?: Clock } = {},
) {
  await setDeadline(backend.db, deadline)
  vi.useFakeTimers({ now, shouldAdvanceTime: true })
  const page = await renderRsvpPage({ route: `/rsvp?invitation=${humanKey}`, clock })
  const element = await screen.findByRole('region', { name: familyName })
  return { ...page, card: within(element) }
}

describe('an answered invitation', () => {
  it('shows the green badge with the people confirmed and Modificar instead of the form', async () => {
    const { card } = await openInvitation('002', 'Familia López Martínez')

    const badge = card.getByText('Confirmaste asistencia para 2 personas')
    expect(badge).toHaveAttribute('data-answer', 'attending')
    expect(card.getByRole('button', { name: 'Modificar' })).not.toHaveAttribute('aria-disabled')
    expect(card.queryByRole('radio')).toBeNull()
  })

  it('says "1 persona" for a single confirmed guest', async () => {
    const { card } = await openInvitation('009', 'Familia Jiménez')

    expect(card.getByText('Confirmaste asistencia para 1 persona')).toBeVisible()
  })

  it('shows the red badge for a declined invitation', async () => {
    const { card } = await openInvitation('003', 'Familia Ramírez Soto')

    expect(card.getByText('Confirmaste que no asistirá')).toHaveAttribute('data-answer', 'declined')
    expect(card.getByRole('button', { name: 'Modificar' })).toBeVisible()
  })
})

describe('Modificar before the deadline', () => {
  it('prepares the form for 500 ms, then opens it with the current answer', async () => {
    const { card, user } = await openInvitation('002', 'Familia López Martínez')

    await user.click(card.getByRole('button', { name: 'Modificar' }))
    expect(card.getByRole('status')).toHaveTextContent('Preparando formulario de modificación...')
    // The clock also runs in real time, so the 500 ms are checked with a margin.
    await act(() => vi.advanceTimersByTimeAsync(250))
    expect(card.queryByRole('button', { name: 'Guardar Cambios' })).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(250))

    expect(card.queryByText('Preparando formulario de modificación...')).toBeNull()
    expect(card.getByRole('radio', { name: 'Sí, asistiré' })).toBeChecked()
    expect(card.getByRole('radio', { name: 'Sí, asistiré' })).toHaveFocus()
    expect(card.getByRole('combobox', { name: /Número de personas/ })).toHaveValue('2')
    expect(card.getByRole('button', { name: 'Guardar Cambios' })).toBeVisible()
    expect(card.getByRole('button', { name: 'Cancelar' })).toBeVisible()
  })

  it('Cancelar goes back to the badge and to the Modificar button', async () => {
    const { card, user } = await openInvitation('002', 'Familia López Martínez')
    await user.click(card.getByRole('button', { name: 'Modificar' }))
    await act(() => vi.advanceTimersByTimeAsync(500))

    await user.click(card.getByRole('button', { name: 'Cancelar' }))

    expect(card.queryByRole('button', { name: 'Guardar Cambios' })).toBeNull()
    expect(card.getByText('Confirmaste asistencia para 2 personas')).toBeVisible()
    expect(card.getByRole('button', { name: 'Modificar' })).toHaveFocus()
  })

  it('Guardar Cambios saves the new answer', async () => {
    const { card, user } = await openInvitation('002', 'Familia López Martínez')
    await user.click(card.getByRole('button', { name: 'Modificar' }))
    await act(() => vi.advanceTimersByTimeAsync(500))

    await user.selectOptions(
      card.getByRole('combobox', { name: /Número de personas/ }),
      '3 personas',
    )
    await user.click(card.getByRole('button', { name: 'Guardar Cambios' }))

    await expectToast('¡Respuesta guardada exitosamente!', 'success')
    expect(card.getByText('Confirmaste asistencia para 3 personas')).toBeVisible()
    expect(await guestRow(backend.db, '002')).toMatchObject({
      will_attend: true,
      confirmed_tickets: 3,
    })
  })

  it('lets a declined family change its mind and asks it to choose the people', async () => {
    const { card, user } = await openInvitation('003', 'Familia Ramírez Soto')
    await user.click(card.getByRole('button', { name: 'Modificar' }))
    await act(() => vi.advanceTimersByTimeAsync(500))

    expect(card.getByRole('radio', { name: 'No podré asistir' })).toBeChecked()
    expect(card.queryByRole('combobox', { name: /Número de personas/ })).toBeNull()
    await user.click(card.getByRole('radio', { name: 'Sí, asistiré' }))

    expect(card.getByRole('combobox', { name: /Número de personas/ })).toHaveValue('')
  })
})

describe('Modificar after the deadline', () => {
  it('is disabled, says why, and clicking it explains that the period is over', async () => {
    const { card, user } = await openInvitation('002', 'Familia López Martínez', {
      now: afterDeadline,
    })

    const modify = card.getByRole('button', { name: 'Modificar' })
    expect(modify).toHaveAttribute('aria-disabled', 'true')
    expect(modify).toHaveAccessibleDescription(
      'Ya no se permiten modificaciones después del 5 de octubre de 2025.',
    )
    await user.click(modify)

    await expectToast(closedMessage, 'error')
    expect(card.queryByText('Preparando formulario de modificación...')).toBeNull()
    expect(card.queryByRole('button', { name: 'Guardar Cambios' })).toBeNull()
  })

  it('takes the date of the messages from the invitation’s deadline', async () => {
    const { card, user } = await openInvitation('003', 'Familia Ramírez Soto', {
      now: new Date('2025-12-24T00:00:01Z'),
      deadline: '2025-12-24',
    })

    const modify = card.getByRole('button', { name: 'Modificar' })
    expect(modify).toHaveAccessibleDescription(
      'Ya no se permiten modificaciones después del 24 de diciembre de 2025.',
    )
    await user.click(modify)

    await expectToast(
      'Lo sentimos, el período de modificaciones ha terminado (después del 24 de diciembre de 2025)',
      'error',
    )
  })

  it('still lets an unanswered invitation answer for the first time', async () => {
    const { card, user } = await openInvitation('004', 'Familia Torres', { now: afterDeadline })

    await user.selectOptions(
      card.getByRole('combobox', { name: /Número de personas/ }),
      '1 persona',
    )
    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))

    await expectToast('¡Respuesta guardada exitosamente!', 'success')
    expect(await guestRow(backend.db, '004')).toMatchObject({
      will_attend: true,
      confirmed_tickets: 1,
    })
  })

  it('is enforced by the server when the guest’s device clock is behind', async () => {
    const deviceClock = () => new Date(Date.now() - 7 * 24 * 60 * 60 * 1000)
    const { card, user } = await openInvitation('002', 'Familia López Martínez', {
      now: new Date('2025-10-06T12:00:00Z'),
      clock: deviceClock,
    })
    await user.click(card.getByRole('button', { name: 'Modificar' }))
    await act(() => vi.advanceTimersByTimeAsync(500))

    await user.selectOptions(
      card.getByRole('combobox', { name: /Número de personas/ }),
      '1 persona',
    )
    await user.click(card.getByRole('button', { name: 'Guardar Cambios' }))

    await expectToast(closedMessage, 'error')
    expect(card.getByRole('alert')).toHaveTextContent(closedMessage)
    expectNoToast('¡Respuesta guardada exitosamente!')
    expect(await guestRow(backend.db, '002')).toMatchObject({ confirmed_tickets: 2 })
    expect(await historyOf(backend.db, '002')).toHaveLength(1)
  })
})
