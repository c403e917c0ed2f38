// @vitest-environment jsdom
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SignOutButton } from '../../../web/src/features/door/components/sign-out-button'
import { SyncStatus } from '../../../web/src/features/door/components/sync-status'
import type { DoorDay } from '../../../web/src/features/door/hooks/use-door-day'
import type { OutboxItem } from '../../../web/src/features/door/store/door-db'
import { renderWithApp } from '../../support/render'

const waiting = (count: number): OutboxItem[] =>
  Array.from({ length: count }, (_, index) => ({
    kind: 'arrival',
    arrival: {
      id: `id-${index}`,
      doorId: 'a1b2c3d4e5f6a7b8',
      count: 1,
      extra: false,
      recordedAt: '2026-11-27T15:00:00Z',
    },
  }))

// 27 November, 15:29 on the phone's own clock, whatever its time zone
const syncedAt = new Date(2026, 10, 27, 15, 29).toISOString()

const dayWith = (day: Partial<DoorDay>): DoorDay => ({
  ready: true,
  list: { families: [], syncedAt, email: 'puerta@example.com' },
  families: [],
  outbox: [],
  undoable: [],
  totals: { arrived: 0, expected: 0, conflicts: 0, by_table: [] },
  totalsFromServer: false,
  syncing: false,
  problem: null,
  refused: [],
  dismissRefused: () => undefined,
  sync: async () => undefined,
  findNumber: async () => ({ kind: 'not-found' }),
  record: async () => undefined,
  undo: async () => undefined,
  ...day,
})

describe('«Cerrar sesión» at the door', () => {
  it('with arrivals not yet sent, says how many stay on the phone and signs out only when confirmed', async () => {
    const onSignOut = vi.fn(async () => undefined)
    renderWithApp(<SignOutButton pending={2} onSignOut={onSignOut} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }))
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar sesión en este teléfono?' })
    expect(dialog).toHaveTextContent(/^.*Quedan 2 llegadas pendientes de enviar\. Se guardan/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitForElementToBeRemoved(dialog)
    expect(onSignOut).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }))
    const again = await screen.findByRole('dialog')
    await userEvent.click(within(again).getByRole('button', { name: 'Cerrar sesión' }))
    expect(onSignOut).toHaveBeenCalledTimes(1)
  })

  it('says «1 llegada» for one', async () => {
    renderWithApp(<SignOutButton pending={1} onSignOut={async () => undefined} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Queda 1 llegada pendiente de enviar.',
    )
  })

  it('with nothing pending, signs out at once', async () => {
    const onSignOut = vi.fn(async () => undefined)
    renderWithApp(<SignOutButton pending={0} onSignOut={onSignOut} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }))
    expect(onSignOut).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('the door’s list status', () => {
  it('says the day and the time the list came', async () => {
    renderWithApp(<SyncStatus day={dayWith({})} signedIn />)
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Lista actualizada el 27 de noviembre a las 15:29$/,
    )
  })

  it('signed out, claims no list and no sync, and still shows what waits to be sent', async () => {
    renderWithApp(
      <SyncStatus
        day={dayWith({ list: null, outbox: waiting(3), problem: 'session' })}
        signedIn={false}
      />,
    )
    expect(await screen.findByText('3 llegadas pendientes de enviar')).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Actualizar' })).toBeNull()
    expect(screen.getByText(/vuelve a entrar para enviar las llegadas/)).toBeInTheDocument()
  })

  it('says what the database refused, for which family and why, until the helper has read it', async () => {
    const dismiss = vi.fn()
    const doorId = 'a1b2c3d4e5f6a7b8'
    const family = {
      door_id: doorId,
      pase_hash: null,
      status: 'confirmed' as const,
      family_name: 'Familia Navarro Gil',
      family_chief: null,
      confirmed_tickets: 3,
      people: [],
      table_name: null,
      person_tables: [],
      arrived: 3,
      extra: 10,
      conflicts: 0,
      arrivedHere: 3,
      pending: 0,
    }
    const arrival = waiting(1)[0] as OutboxItem
    renderWithApp(
      <SyncStatus
        day={dayWith({
          families: [family],
          refused: [
            { item: arrival, code: 'door_extra_limit' },
            {
              item: { kind: 'undo', id: 'x', doorId: 'gone', count: 1 },
              code: 'door_undo_expired',
            },
          ],
          dismissRefused: dismiss,
        })}
        signedIn
      />,
    )
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent(
      'No se guardó la llegada de 1 de Familia Navarro Gil: ya entraron todos los extras que permiten los novios para esta familia.',
    )
    expect(notice).toHaveTextContent(
      'No se pudo deshacer una llegada de una familia: pasaron más de cinco minutos.',
    )
    await userEvent.click(within(notice).getByRole('button', { name: 'Entendido' }))
    expect(dismiss).toHaveBeenCalledTimes(1)
  })
})
