// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SeatingRoomProps } from '../../../web/src/features/seating/components/seating-room'
import { DashboardQueries } from '../../../web/src/lib/couple/dashboard-queries'
import type { EmbeddedBackend } from '../../server/support/start-embedded-backend'
import { renderWithApp } from '../../support/render'
import { signInAsCouple, stopSignedInCouple } from '../../support/couple/signed-in-couple'
import { serverWait } from '../../support/server-wait'

let backend: EmbeddedBackend
let SeatingRoom: ComponentType<SeatingRoomProps>
let useGuestList: (typeof import('../../../web/src/features/guest-list/hooks/use-guest-list'))['useGuestList']

// The room on a real embedded server (PGlite, the demo seed) as the signed-in couple; the server
// records each request, so the test counts what one save sends.
beforeAll(async () => {
  backend = await signInAsCouple()
  const [room, list] = await Promise.all([
    import('../../../web/src/features/seating/components/seating-room'),
    import('../../../web/src/features/guest-list/hooks/use-guest-list'),
  ])
  SeatingRoom = room.SeatingRoom
  useGuestList = list.useGuestList
})

afterAll(() => stopSignedInCouple(backend))

function Room() {
  const { rows, replaceRow, refresh } = useGuestList()
  return rows && <SeatingRoom rows={rows} onRowChanged={replaceRow} onRefresh={refresh} />
}

/** A phone: the list of tables and «Elegir mesa» buttons, no dragging. */
function phoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }))
}

/** No one seated, and these tables only: each test starts from the same room. */
async function roomWith(tables: [string, number][]) {
  await backend.db.exec(`
    delete from public.rsvp_person_seats;
    update public.rsvp_guests set table_id = null;
    delete from public.rsvp_tables;
  `)
  for (const [name, seats] of tables) {
    await backend.db.query('insert into public.rsvp_tables (name, seats) values ($1, $2)', [
      name,
      seats,
    ])
  }
  phoneScreen()
  renderWithApp(
    <DashboardQueries>
      <Room />
    </DashboardQueries>,
  )
  await screen.findByRole('switch', { name: 'Mostrar la mesa a los invitados' }, serverWait)
}

// the reads a room may repeat (a window's focus); anything else it sends is a write
const reads = new Set(['couple_invitations', 'couple_seating', 'couple_seating_history'])

/** The writes sent while `act` runs, by function name. */
async function writesDuring(act: () => Promise<void>) {
  const from = backend.requests.length
  await act()
  return backend.requests
    .slice(from)
    .filter(({ method, path }) => method === 'POST' && path.startsWith('/rest/v1/rpc/'))
    .map(({ path }) => path.slice('/rest/v1/rpc/'.length))
    .filter((name) => !reads.has(name))
}

async function seatingInDatabase() {
  const { rows } = await backend.db.query<{ human_key: string; seat: string }>(
    `select g.human_key, t.name as seat from public.rsvp_guests g
     join public.rsvp_tables t on t.id = g.table_id
     union all
     select g.human_key || '#' || s.position, t.name from public.rsvp_person_seats s
     join public.rsvp_guests g on g.id = s.guest_id join public.rsvp_tables t on t.id = s.table_id`,
  )
  return rows.map(({ human_key, seat }) => `${human_key}@${seat}`).sort()
}

async function chooseFamilyTable(family: string, table: RegExp, personTwoAt: string) {
  await userEvent.click(
    await screen.findByRole('button', { name: `Elegir mesa para ${family}` }, serverWait),
  )
  const dialog = await screen.findByRole('dialog', { name: `Mesa de ${family}` })
  await userEvent.click(within(dialog).getByRole('radio', { name: table }))
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Persona 2' }))
  await userEvent.click(screen.getByRole('option', { name: personTwoAt }))
  return dialog
}

describe('a seating change is one write', { timeout: 45_000 }, () => {
  it('seats a family and one of its people apart with one request', async () => {
    await roomWith([
      ['Mesa A', 8],
      ['Mesa B', 6],
    ])
    const dialog = await chooseFamilyTable('Familia López Martínez', /^Mesa A/, 'Mesa B')
    const writes = await writesDuring(async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), serverWait)
    })
    expect(writes).toEqual(['couple_place_family'])
    expect(await seatingInDatabase()).toEqual(['002#2@Mesa B', '002@Mesa A'].sort())
  })

  it('leaves the family as it was when the database refuses the placement', async () => {
    await roomWith([
      ['Mesa A', 8],
      ['Mesa efímera', 6],
    ])
    const dialog = await chooseFamilyTable('Familia Navarro Gil', /^Mesa A/, 'Mesa efímera')
    // another device deletes the table the person was to sit at
    await backend.db.query("delete from public.rsvp_tables where name = 'Mesa efímera'")
    const writes = await writesDuring(async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }))
      await screen.findByText(/No se guardó la mesa de Familia Navarro Gil/, {}, serverWait)
    })
    expect(writes).toEqual(['couple_place_family'])
    expect(await seatingInDatabase()).toEqual([])
  })

  it('shows a move at once, sends it once more when it got no answer, then puts it back', async () => {
    await roomWith([['Mesa A', 8]])
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Elegir mesa para Familia Sánchez Olvera' },
        serverWait,
      ),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Mesa de Familia Sánchez Olvera' })
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Mesa A/ }))
    const mesaA = () => screen.getByRole('listitem', { name: 'Mesa A', hidden: true })
    expect(within(mesaA()).queryByText(/Familia Sánchez Olvera/)).toBeNull()
    backend.offline = true
    try {
      const writes = await writesDuring(async () => {
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }))
        // shown at its table while the change is on its way
        await waitFor(
          () => expect(within(mesaA()).getByText(/Familia Sánchez Olvera/)).toBeInTheDocument(),
          serverWait,
        )
        await screen.findByText(/No se guardó la mesa de Familia Sánchez Olvera/, {}, serverWait)
      })
      expect(writes).toEqual(['couple_place_family', 'couple_place_family'])
    } finally {
      backend.offline = false
    }
    await waitFor(
      () => expect(within(mesaA()).queryByText(/Familia Sánchez Olvera/)).toBeNull(),
      serverWait,
    )
    expect(await seatingInDatabase()).toEqual([])
  })

  it('seats every family of «Sentar automáticamente» with one request', async () => {
    await roomWith([
      ['Mesa A', 8],
      ['Mesa B', 6],
    ])
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sentar automáticamente' }, serverWait),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Sentar automáticamente' })
    const writes = await writesDuring(async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sentar 4 familias' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), serverWait)
    })
    expect(writes).toEqual(['couple_seat_families'])
    expect((await seatingInDatabase()).map((seat) => seat.slice(0, 3))).toEqual([
      '002',
      '006',
      '009',
      '014',
    ])
  })
})
