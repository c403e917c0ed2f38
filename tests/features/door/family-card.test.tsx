// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { DoorApi } from '../../../web/src/features/door/api/door-api'
import { FamilyCard } from '../../../web/src/features/door/components/family-card'
import { DoorQueries } from '../../../web/src/features/door/hooks/door-queries'
import { useDoorDay } from '../../../web/src/features/door/hooks/use-door-day'
import { openDoorDb, type DoorDatabase } from '../../../web/src/features/door/store/door-db'
import { pendingItems } from '../../../web/src/features/door/store/outbox'
import { splitArrival } from '../../../web/src/features/door/utils/split-arrival'
import type { FamilyAtTheDoor } from '../../../web/src/features/door/utils/local-view'
import type { DoorFamily } from '../../../web/src/lib/guest-list/door-records'
import { RpcError } from '../../../web/src/lib/guest-list/rpc-error'
import { renderWithApp } from '../../support/render'
import { serverWait } from '../../support/server-wait'

function listed(fields: Partial<DoorFamily> = {}): DoorFamily {
  return {
    door_id: 'f3a9c1d2e4b5a6c7',
    pase_hash: null,
    status: 'confirmed',
    family_name: 'Familia Navarro Gil',
    family_chief: 'Héctor Navarro',
    confirmed_tickets: 3,
    people: [],
    table_name: 'Mesa 2',
    person_tables: [],
    arrived: 0,
    extra: 0,
    conflicts: 0,
    ...fields,
  }
}

const named = (arrived: number[]) =>
  ['Héctor Navarro', 'Lucía Gil', 'Pablo Navarro'].map((name, index) => ({
    position: index + 1,
    name,
    child: index === 2,
    table_name: null,
    arrived: arrived.includes(index + 1),
  }))

/**
 * The door's real day on a phone with no signal for arrivals: the list came, every arrival waits
 * in the outbox, so the outbox holds exactly what each press recorded.
 */
function DoorWithOneFamily({ db, api }: { db: DoorDatabase; api: DoorApi }) {
  const day = useDoorDay({ db, api, account: { email: 'puerta@example.com' } })
  const family = day.families[0]
  if (!family) return null
  return (
    <FamilyCard
      family={family}
      undoable={day.undoable}
      onRecord={(count, extra, positions) => day.record(family.door_id, count, extra, positions)}
      onUndo={day.undo}
      onClose={() => undefined}
    />
  )
}

async function openDoor(family: DoorFamily) {
  const db = await openDoorDb(`puerta-${randomUUID()}`)
  const offline = async (): Promise<never> => {
    throw new RpcError('network')
  }
  const api: DoorApi = {
    day: async () => ({
      families: [family],
      unreadable: 0,
      totals: { arrived: 0, expected: 0, conflicts: 0, by_table: [] },
    }),
    findNumber: async () => null,
    recordArrival: offline,
    undoArrival: offline,
  }
  renderWithApp(
    <DoorQueries>
      <DoorWithOneFamily db={db} api={api} />
    </DoorQueries>,
  )
  await screen.findByRole('heading', { name: family.family_name }, serverWait)
  const recorded = async () =>
    (await pendingItems(db)).map((item) =>
      item.kind === 'arrival'
        ? [item.arrival.count, item.arrival.extra, item.arrival.positions ?? []]
        : item,
    )
  return { recorded }
}

const arrivedLine = () => document.querySelector('[data-arrived]')?.textContent

describe('the family’s card at the door', () => {
  it('at «3 de 3», says in green the family is complete, makes «Buscar otra familia» the main action, and each extra press records exactly the one shown', async () => {
    const { recorded } = await openDoor(listed({ arrived: 3 }))
    expect(await screen.findByText('Familia completa: ya entraron todos sus pases.')).toBeVisible()
    expect(document.querySelector('[data-complete]')).toHaveClass('MuiAlert-colorSuccess')
    expect(screen.getByRole('button', { name: 'Buscar otra familia' })).toHaveClass(
      'MuiButton-contained',
    )
    expect(screen.queryByRole('button', { name: /^Registrar/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /extra/ })).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Entró alguien más' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Supera sus pases: ya han llegado 3 de 3.')
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar 1 extra' }))
    await screen.findByText('Han llegado 4 de 3')
    // the extra step closed: another extra is another deliberate step, again of one
    expect(screen.queryByRole('button', { name: /^Confirmar/ })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Entró alguien más' }))
    expect(screen.getByRole('group', { name: 'Personas extra que entran' })).toHaveTextContent('1')
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar 1 extra' }))
    await screen.findByText('Han llegado 5 de 3')
    expect(await recorded()).toEqual([
      [1, true, []],
      [1, true, []],
    ])
  })

  it('offers no more than the pases left, and records exactly the number on the button', async () => {
    const { recorded } = await openDoor(listed({ arrived: 1 }))
    const more = await screen.findByRole('button', { name: 'Uno más' })
    await userEvent.click(more)
    expect(more).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Entró alguien más' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Registrar 2 llegadas' }))
    await screen.findByText('Familia completa: ya entraron todos sus pases.')
    expect(arrivedLine()).toBe('Han llegado 3 de 3')
    expect(await recorded()).toEqual([[2, false, []]])
  })

  it('lets the helper tick who comes in when the names are known, and shows who already came', async () => {
    const { recorded } = await openDoor(listed({ arrived: 1, people: named([1]) }))
    const people = () => screen.getAllByRole('list')[0] as HTMLElement
    const list = (await screen.findAllByRole('list'))[0] as HTMLElement
    expect(
      within(list)
        .getByText(/Héctor Navarro/)
        .closest('li'),
    ).toHaveTextContent('Héctor Navarro · ya entró')
    expect(within(list).queryByRole('checkbox', { name: /Héctor/ })).toBeNull()
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Pablo Navarro (niño/a)' }))
    await userEvent.click(screen.getByRole('button', { name: 'Registrar 1 llegada' }))
    await screen.findByText('Han llegado 2 de 3')
    // Pablo is in now, on this phone, before the database hears of it
    expect(
      within(people())
        .getByText(/Pablo Navarro/)
        .closest('li'),
    ).toHaveTextContent('· ya entró')
    expect(await recorded()).toEqual([[1, false, [3]]])
  })

  it('never lets more people be ticked than pases are left', async () => {
    const { recorded } = await openDoor(listed({ arrived: 2, people: named([]) }))
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Lucía Gil' }))
    const hector = screen.getByRole('checkbox', { name: 'Héctor Navarro' })
    await userEvent.click(hector)
    expect(hector).not.toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Registrar 1 llegada' }))
    await screen.findByText('Familia completa: ya entraron todos sus pases.')
    expect(await recorded()).toEqual([[1, false, [2]]])
  })

  it('lets a family that declined in only as extra, on purpose', async () => {
    const { recorded } = await openDoor(
      listed({ status: 'declined', confirmed_tickets: 0, people: [], table_name: null }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta familia no confirmó')
    expect(screen.queryByText(/Familia completa/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Buscar otra familia' })).toHaveClass(
      'MuiButton-contained',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Entró alguien más' }))
    expect(screen.queryByText(/Supera sus pases/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Uno más' }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar 2 extra' }))
    await screen.findByText('Han llegado 2 de 0')
    expect(await recorded()).toEqual([[2, true, []]])
  })
})

describe('an arrival as the phone stores it', () => {
  it('past the pases, charges one press with its own people only, never the earlier extras', () => {
    const past = { ...listed({ arrived: 4 }), arrivedHere: 4, pending: 0 } as FamilyAtTheDoor
    expect(splitArrival(past, 1, true)).toEqual([{ count: 1, extra: true }])
    expect(splitArrival(past, 2, true)).toEqual([{ count: 2, extra: true }])
    expect(splitArrival(past, 1, false)).toEqual([])
  })
})
