// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addEmbeddedAccount } from '../../../server/auth/accounts'
import { doorApiOf, type DoorApi } from '../../../web/src/features/door/api/door-api'
import { FamilyCard } from '../../../web/src/features/door/components/family-card'
import { DoorQueries } from '../../../web/src/features/door/hooks/door-queries'
import { useDoorDay } from '../../../web/src/features/door/hooks/use-door-day'
import { openDoorDb, type DoorDatabase } from '../../../web/src/features/door/store/door-db'
import {
  startEmbeddedBackend,
  type EmbeddedBackend,
} from '../../server/support/start-embedded-backend'
import { renderWithApp } from '../../support/render'
import { serverWait } from '../../support/server-wait'

const email = 'puerta@example.com'
const password = 'clave-de-la-puerta'
const family = 'Familia Navarro Gil'

let backend: EmbeddedBackend
let api: DoorApi

// 014 (Familia Navarro Gil, 3 pases) answered with its people's names
beforeAll(async () => {
  backend = await startEmbeddedBackend()
  await backend.db.query(
    `insert into public.rsvp_attendees (guest_id, position, full_name)
     select id, p, (array['Héctor Navarro', 'Lucía Gil', 'Pablo Navarro'])[p]
     from public.rsvp_guests, generate_series(1, 3) p where human_key = '014'`,
  )
  await addEmbeddedAccount(backend.db, email, password, 'door')
  const client = backend.client()
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  api = doorApiOf(() => client)
})

afterAll(async () => {
  await backend?.close()
})

function Door({ db }: { db: DoorDatabase }) {
  const day = useDoorDay({ db, api, account: { email } })
  const navarro = day.families.find((candidate) => candidate.family_name === family)
  if (!navarro) return null
  return (
    <FamilyCard
      family={navarro}
      undoable={day.undoable}
      onRecord={(count, extra, positions) => day.record(navarro.door_id, count, extra, positions)}
      onUndo={day.undo}
      onClose={() => undefined}
    />
  )
}

describe('who of the family came in', () => {
  it('sends the people ticked at the door, and the next list shows them as in', async () => {
    const db = await openDoorDb(`puerta-${randomUUID()}`)
    renderWithApp(
      <DoorQueries>
        <Door db={db} />
      </DoorQueries>,
    )
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Lucía Gil' }, serverWait))
    await userEvent.click(screen.getByRole('button', { name: 'Registrar 1 llegada' }))
    await waitFor(async () => {
      const listed = (await api.day()).families.find(
        (candidate) => candidate.family_name === family,
      )
      expect(listed?.people.map((person) => person.arrived)).toEqual([false, true, false])
    }, serverWait)
    // the phone's next list says so too: Lucía has no tick box any more
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Lucía Gil' })).toBeNull())
    expect(screen.getByText(/Lucía Gil/).closest('li')).toHaveTextContent('Lucía Gil · ya entró')
  })
})
