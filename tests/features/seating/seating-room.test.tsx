// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { HistoryListProps } from '../../../web/src/features/guest-list/invitation/history-list'
import type { SeatingRoomDialogProps } from '../../../web/src/features/seating/components/seating-room-dialog'
import type { SeatingRoomProps } from '../../../web/src/features/seating/components/seating-room'
import { DashboardQueries } from '../../../web/src/lib/couple/dashboard-queries'
import type { EmbeddedBackend } from '../../server/support/start-embedded-backend'
import { renderWithApp } from '../../support/render'
import { signInAsCouple, stopSignedInCouple } from '../../support/couple/signed-in-couple'
import { serverWait } from '../../support/server-wait'

let backend: EmbeddedBackend
let SeatingRoom: ComponentType<SeatingRoomProps>
let SeatingRoomDialog: ComponentType<SeatingRoomDialogProps>
let HistoryList: ComponentType<HistoryListProps>
let useGuestList: (typeof import('../../../web/src/features/guest-list/hooks/use-guest-list'))['useGuestList']

// The room talks to a real embedded server (PGlite, the demo seed) as the signed-in couple; its
// modules load once the server's address is known.
beforeAll(async () => {
  backend = await signInAsCouple()
  const [room, dialog, history, list] = await Promise.all([
    import('../../../web/src/features/seating/components/seating-room'),
    import('../../../web/src/features/seating/components/seating-room-dialog'),
    import('../../../web/src/features/guest-list/invitation/history-list'),
    import('../../../web/src/features/guest-list/hooks/use-guest-list'),
  ])
  SeatingRoom = room.SeatingRoom
  SeatingRoomDialog = dialog.SeatingRoomDialog
  HistoryList = history.HistoryList
  useGuestList = list.useGuestList
})

afterAll(() => stopSignedInCouple(backend))

/** The room as the dashboard opens it: over the couple's list, which it changes in place. */
function Room() {
  const { rows, replaceRow, refresh } = useGuestList()
  return rows && <SeatingRoom rows={rows} onRowChanged={replaceRow} onRefresh={refresh} />
}

function RoomDialog() {
  const { rows, replaceRow, refresh } = useGuestList()
  return (
    rows && (
      <SeatingRoomDialog
        rows={rows}
        onRowChanged={replaceRow}
        onRefresh={refresh}
        onClose={() => undefined}
      />
    )
  )
}

/** A screen this many pixels wide, as MUI's useMediaQuery asks it. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query)
    const max = /max-width:\s*([\d.]+)px/.exec(query)
    return {
      matches: (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }
  })
}

async function openRoom(width = 390) {
  screenWidth(width)
  renderWithApp(
    <DashboardQueries>
      <Room />
    </DashboardQueries>,
  )
  await screen.findByRole('switch', { name: 'Mostrar la mesa a los invitados' }, serverWait)
}

const tablesInDatabase = async () =>
  (
    await backend.db.query<{ name: string; seats: number; shape: string; is_head: boolean }>(
      'select name, seats, shape, is_head from public.rsvp_tables order by id',
    )
  ).rows

const tableOf = async (key: string) =>
  (
    await backend.db.query<{ name: string | null }>(
      `select t.name from public.rsvp_guests g left join public.rsvp_tables t on t.id = g.table_id
       where g.human_key = $1`,
      [key],
    )
  ).rows[0]?.name ?? null

const unseatedList = () => screen.getByRole('region', { name: 'Sin mesa' })
const warnings = () =>
  Array.from(document.querySelectorAll('[data-seating-warnings] li')).map((li) => li.textContent)

async function createTable(name: string, seats: number) {
  const form = screen.getByRole('form', { name: 'Nueva mesa' })
  await userEvent.type(within(form).getByLabelText('Nombre o número de la mesa'), name)
  const seatsField = within(form).getByLabelText('Lugares')
  await userEvent.clear(seatsField)
  await userEvent.type(seatsField, String(seats))
  await userEvent.click(within(form).getByRole('button', { name: 'Crear mesa' }))
}

async function seatFamily(button: string, table: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: button }, serverWait))
  const dialog = await screen.findByRole('dialog')
  await userEvent.click(within(dialog).getByRole('radio', { name: table }))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), serverWait)
}

describe('«Mesas» on a phone: a list, no dragging', { timeout: 45_000 }, () => {
  it('creates tables and lists the confirmed families without one', async () => {
    await openRoom()
    expect(screen.getByText(/Apagado: nadie ve su mesa todavía/)).toBeInTheDocument()
    await createTable('Mesa 1', 8)
    await screen.findByRole('heading', { name: 'Mesa 1' }, serverWait)
    await createTable('Mesa 2', 2)
    await screen.findByRole('heading', { name: 'Mesa 2' }, serverWait)
    expect(await tablesInDatabase()).toEqual([
      { name: 'Mesa 1', seats: 8, shape: 'round', is_head: false },
      { name: 'Mesa 2', seats: 2, shape: 'round', is_head: false },
    ])
    // the demo seed's confirmed families, each with its confirmed count
    expect(
      within(unseatedList())
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([
      'Familia López Martínez · 2 personas',
      'Familia Sánchez Olvera · 2 personas',
      'Familia Jiménez · 1 persona',
      'Familia Navarro Gil · 3 personas',
    ])
    expect(screen.queryByRole('button', { name: /familia que se puede mover/ })).toBeNull()
    expect(document.querySelector('[aria-roledescription]')).toBeNull()
  })

  it('refuses a second table of the same name, whatever its case, in Spanish', async () => {
    await openRoom()
    await createTable('mesa 1', 4)
    expect(await screen.findByRole('alert', {}, serverWait)).toHaveTextContent(
      'Ya hay una mesa con ese nombre.',
    )
    expect(await tablesInDatabase()).toHaveLength(2)
  })

  it('seats a family by picking a table, and warns, without blocking, of one over capacity', async () => {
    await openRoom()
    await seatFamily('Elegir mesa para Familia López Martínez', /^Mesa 1 · 2 de 8 lugares/)
    await seatFamily('Elegir mesa para Familia Navarro Gil', /^Mesa 2 · 3 de 2 lugares \(se pasa\)/)
    expect(await tableOf('002')).toBe('Mesa 1')
    expect(await tableOf('014')).toBe('Mesa 2')
    expect(warnings()).toEqual(['Mesa 2: 3 de 2 lugares'])
    const mesa2 = await screen.findByRole('listitem', { name: 'Mesa 2' }, serverWait)
    expect(within(mesa2).getByText('3 de 2 lugares · se pasa')).toBeInTheDocument()
    expect(within(mesa2).getByText('Familia Navarro Gil · 3 personas')).toBeInTheDocument()
    expect(within(unseatedList()).getAllByRole('listitem')).toHaveLength(2)
  })

  it('seats one person apart on purpose, and says the family is split', async () => {
    await openRoom()
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Cambiar la mesa de Familia López Martínez' },
        serverWait,
      ),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Mesa de Familia López Martínez' })
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Persona 2' }))
    await userEvent.click(screen.getByRole('option', { name: 'Mesa 2' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), serverWait)
    const { rows } = await backend.db.query(
      `select s.position, t.name from public.rsvp_person_seats s
       join public.rsvp_tables t on t.id = s.table_id`,
    )
    expect(rows).toEqual([{ position: 2, name: 'Mesa 2' }])
    expect(warnings()).toEqual([
      'Mesa 2: 4 de 2 lugares',
      'Familia López Martínez está separada: Persona 2 en Mesa 2; el resto, en Mesa 1.',
    ])
    const mesa1 = await screen.findByRole('listitem', { name: 'Mesa 1' }, serverWait)
    expect(within(mesa1).getByText('1 de 8 lugares')).toBeInTheDocument()
  })

  it('warns of a seated family that has since declined, once the list is loaded again', async () => {
    await openRoom()
    await backend.db.query(
      "update public.rsvp_guests set will_attend = false, confirmed_tickets = 0 where human_key = '014'",
    )
    await act(async () => {
      fireEvent.focus(window)
    })
    await waitFor(
      () => expect(warnings()).toContain('Familia Navarro Gil ya no asistirá y sigue en Mesa 2.'),
      serverWait,
    )
    const mesa2 = await screen.findByRole('listitem', { name: 'Mesa 2' }, serverWait)
    expect(within(mesa2).getByText('Familia Navarro Gil · ya no asistirá')).toBeInTheDocument()
  })

  it('seats the rest automatically only after showing how', async () => {
    await openRoom()
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sentar automáticamente' }, serverWait),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Sentar automáticamente' })
    expect(
      within(within(dialog).getByRole('list', { name: 'Así se sentarían' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Familia Sánchez Olvera (2 personas) → Mesa 1',
      'Familia Jiménez (1 persona) → Mesa 1',
    ])
    expect(await tableOf('006')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sentar 2 familias' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), serverWait)
    expect([await tableOf('006'), await tableOf('009')]).toEqual(['Mesa 1', 'Mesa 1'])
    expect(within(unseatedList()).queryAllByRole('listitem')).toHaveLength(0)
  })

  it('records the seating in the family’s history, beside its answers', async () => {
    renderWithApp(<HistoryList humanKey="002" version="1" />)
    const history = await screen.findByRole('list', {}, serverWait)
    const lines = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(lines[0]).toMatch(/Asistirán, 2 personas, por la familia$/)
    expect(lines.slice(1).map((line) => line?.replace(/^.*?: /, ''))).toEqual([
      'Sentada en Mesa 1, por los novios (novios@example.com)',
      'Persona 2 sentada aparte en Mesa 2, por los novios (novios@example.com)',
    ])
  })

  it('edits a table (name, shape, head table) and deletes one after asking', async () => {
    await openRoom()
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Mesa 2' }, serverWait))
    let dialog = await screen.findByRole('dialog', { name: 'Editar Mesa 2' })
    const name = within(dialog).getByLabelText('Nombre o número de la mesa')
    await userEvent.clear(name)
    await userEvent.type(name, 'Mesa de honor')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Larga' }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Mesa principal/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar mesa' }))
    await screen.findByRole('listitem', { name: 'Mesa de honor' }, serverWait)
    expect(await tablesInDatabase()).toContainEqual({
      name: 'Mesa de honor',
      seats: 2,
      shape: 'long',
      is_head: true,
    })
    expect(await tableOf('014')).toBe('Mesa de honor')
    const head = screen.getByRole('listitem', { name: 'Mesa de honor' })
    expect(within(head).getByText('Mesa principal')).toBeInTheDocument()
    expect(within(head).getByText('Larga')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Editar Mesa 1' }))
    dialog = await screen.findByRole('dialog', { name: 'Editar Mesa 1' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar mesa' }))
    const question = await screen.findByRole('dialog', { name: '¿Eliminar Mesa 1?' })
    expect(question).toHaveTextContent('quedarán sin mesa')
    expect(await tableOf('002')).toBe('Mesa 1')
    await userEvent.click(within(question).getByRole('button', { name: 'Eliminar mesa' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), serverWait)
    expect((await tablesInDatabase()).map((table) => table.name)).toEqual(['Mesa de honor'])
    expect(await tableOf('002')).toBeNull()
    await waitFor(
      () => expect(within(unseatedList()).getAllByRole('listitem')).toHaveLength(3),
      serverWait,
    )
  })

  it('shows guests their table once the couple turns the switch on', async () => {
    await openRoom()
    await userEvent.click(screen.getByRole('switch', { name: 'Mostrar la mesa a los invitados' }))
    await screen.findByText(
      /Encendido: cada familia que confirmó ve el nombre de su mesa/,
      {},
      serverWait,
    )
    const { rows } = await backend.db.query('select show_tables from public.rsvp_settings')
    expect(rows).toEqual([{ show_tables: true }])
  })

  it('has no violations for axe, in its dialog', async () => {
    screenWidth(390)
    renderWithApp(
      <DashboardQueries>
        <RoomDialog />
      </DashboardQueries>,
    )
    await screen.findByRole('switch', { name: 'Mostrar la mesa a los invitados' }, serverWait)
    const { default: axe } = await import('axe-core')
    // jsdom draws nothing, so contrast is left to the browser's own test
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(results.violations.map(({ id, nodes }) => [id, nodes.map((n) => n.html)])).toEqual([])
  })
})

describe('«Mesas» from 900 px', () => {
  it('sets the tables side by side, each family a thing to drag, and «Cambiar» for the rest', async () => {
    await openRoom(1366)
    const column = await screen.findByRole('region', { name: 'Sin mesa' }, serverWait)
    const family = await within(column).findByRole(
      'button',
      { name: /^Familia López Martínez/ },
      serverWait,
    )
    expect(family).toHaveAttribute('aria-roledescription', 'familia que se puede mover')
    expect(screen.getByRole('region', { name: 'Mesa de honor' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Plano del salón' })).toBeInTheDocument()
    expect(
      // jsdom joins the hidden words without their spaces
      screen.getByRole('button', { name: /^Principal: ?Mesa de honor, larga, ?1 de 2 lugares$/ }),
    ).toHaveAttribute('aria-roledescription', 'mesa que se puede mover')
    await userEvent.click(
      within(column).getByRole('button', { name: 'Cambiar la mesa de Familia López Martínez' }),
    )
    expect(
      await screen.findByRole('dialog', { name: 'Mesa de Familia López Martínez' }),
    ).toBeVisible()
  })
})
