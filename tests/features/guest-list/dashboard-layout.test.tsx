// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CoupleInvitation } from '../../../web/src/lib/couple/api/guest-row'
import { DashboardActions } from '../../../web/src/components/dashboard/dashboard-actions'
import { InvitationTable } from '../../../web/src/features/guest-list/list/invitation-table'
import { sortRows } from '../../../web/src/features/guest-list/list/sort-rows'
import { guestRow } from '../../support/guest-row'

const row = guestRow

const rows = [
  row({
    human_key: 'B7K',
    family_name: 'Familia Ávila',
    last_opened_at: '2025-09-02T10:00:00Z',
    sends: [{ template: 'invitation', sent_at: '2025-09-01T09:00:00Z', sent_by_email: null }],
  }),
  row({
    human_key: '0O1',
    family_name: 'Familia Zamora',
    will_attend: true,
    confirmed_tickets: 1,
    confirmed_at: '2025-09-01T10:00:00Z',
  }),
  row({
    human_key: '2QX',
    family_name: 'familia Benítez',
    will_attend: true,
    confirmed_tickets: 3,
    confirmed_at: '2025-09-03T10:00:00Z',
    last_opened_at: '2025-09-03T09:00:00Z',
  }),
  row({
    human_key: 'A4P',
    family_name: 'Familia Ortega',
    will_attend: false,
    confirmed_at: '2025-09-02T12:00:00Z',
  }),
]

const keys = (sorted: CoupleInvitation[]) => sorted.map((each) => each.human_key)

describe('an invitation whose answer could not be read whole', () => {
  it('keeps its row in the table and says which part is left out', () => {
    const damaged = row({ human_key: 'K3M', family_name: 'Familia Vega', unreadable: ['people'] })
    render(<InvitationTable rows={[...rows, damaged]} onOpen={vi.fn()} />)

    const family = screen.getByRole('row', { name: /Familia Vega/ })
    expect(within(family).getByRole('note')).toHaveTextContent(
      'No se pudo leer las personas de esta respuesta; se muestra lo demás.',
    )
    expect(screen.getAllByRole('row')).toHaveLength(rows.length + 2)
    expect(screen.getAllByRole('note')).toHaveLength(1)
  })
})

describe('sorting the desktop table', () => {
  it('sorts families as Spanish reads them, accents and case aside', () => {
    expect(keys(sortRows(rows, { key: 'family', direction: 'asc' }))).toEqual([
      'B7K',
      '2QX',
      'A4P',
      '0O1',
    ])
    expect(keys(sortRows(rows, { key: 'family', direction: 'desc' }))).toEqual([
      '0O1',
      'A4P',
      '2QX',
      'B7K',
    ])
  })

  it('puts those who come first, the biggest families first, then declines, then no answer', () => {
    expect(keys(sortRows(rows, { key: 'answer', direction: 'asc' }))).toEqual([
      '2QX',
      '0O1',
      'A4P',
      'B7K',
    ])
  })

  it('sorts by the last message sent, the unsent last', () => {
    expect(keys(sortRows(rows, { key: 'sent', direction: 'desc' }))[0]).toBe('B7K')
    expect(keys(sortRows(rows, { key: 'sent', direction: 'asc' }))[0]).toBe('B7K')
  })

  it('keeps invitations never opened last, whichever the direction', () => {
    expect(keys(sortRows(rows, { key: 'opened', direction: 'asc' }))).toEqual([
      'B7K',
      '2QX',
      '0O1',
      'A4P',
    ])
    expect(keys(sortRows(rows, { key: 'opened', direction: 'desc' }))).toEqual([
      '2QX',
      'B7K',
      '0O1',
      'A4P',
    ])
  })
})

describe('the desktop table', () => {
  const shownOrder = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((each) => each.getAttribute('data-invitation'))

  it('sorts by a column on click, says so to screen readers, and reverses on a second click', async () => {
    const user = userEvent.setup()
    const onOpen = vi.fn()
    render(<InvitationTable rows={rows} onOpen={onOpen} />)
    expect(shownOrder()).toEqual(['0O1', '2QX', 'A4P', 'B7K'])

    await user.click(screen.getByRole('button', { name: 'Familia' }))
    expect(shownOrder()).toEqual(['B7K', '2QX', 'A4P', '0O1'])
    expect(screen.getByRole('columnheader', { name: /Familia/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    await user.click(screen.getByRole('button', { name: /Familia/ }))
    expect(shownOrder()).toEqual(['0O1', 'A4P', '2QX', 'B7K'])
    expect(screen.getByRole('columnheader', { name: /Familia/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )

    await user.click(screen.getByRole('button', { name: 'Ver y editar la invitación A4P' }))
    expect(onOpen).toHaveBeenCalledWith('A4P')
  })
})

function pretendPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }))
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the list’s actions', () => {
  const actions = () => [
    { label: 'Añadir invitación', run: vi.fn() },
    { label: 'Importar CSV', run: vi.fn() },
  ]

  it('are buttons where there is room', () => {
    pretendPhone(false)
    render(<DashboardActions actions={actions()} />)
    expect(screen.getByRole('button', { name: 'Añadir invitación' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Acciones' })).toBeNull()
  })

  it('are one «Acciones» menu on a phone, used from the keyboard', async () => {
    pretendPhone(true)
    const user = userEvent.setup()
    const list = actions()
    render(<DashboardActions actions={list} />)
    const menuButton = await screen.findByRole('button', { name: 'Acciones' })
    expect(screen.queryByRole('button', { name: 'Añadir invitación' })).toBeNull()

    menuButton.focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu', { name: 'Acciones' })
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Añadir invitación', 'Importar CSV'])
    await user.keyboard('{ArrowDown}{Enter}')
    expect(list[1]?.run).toHaveBeenCalledOnce()
    expect(list[0]?.run).not.toHaveBeenCalled()
  })
})
