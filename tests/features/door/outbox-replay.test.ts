import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addEmbeddedAccount } from '../../../server/auth/accounts'
import {
  doorApiOf,
  type ArrivalCall,
  type DoorApi,
} from '../../../web/src/features/door/api/door-api'
import { openDoorDb, type DoorDatabase } from '../../../web/src/features/door/store/door-db'
import {
  pendingItems,
  recordArrival,
  undoableArrivals,
  undoArrival,
} from '../../../web/src/features/door/store/outbox'
import { replayOutbox } from '../../../web/src/features/door/store/replay'
import { readList, saveList } from '../../../web/src/features/door/store/stored-list'
import { familiesAtTheDoor, localTotals } from '../../../web/src/features/door/utils/local-view'
import {
  startEmbeddedBackend,
  type EmbeddedBackend,
} from '../../server/support/start-embedded-backend'

const doorEmail = 'puerta@example.com'
const password = 'clave-de-la-puerta'
// a fixed clock: the door's day at 18:04 UTC
const at = (minutes: number) => new Date(Date.UTC(2026, 5, 20, 18, 4 + minutes))

let backend: EmbeddedBackend
let api: DoorApi
// the test names families by their demo numbers; the door knows only their door ids
const doorIds = new Map<string, string>()
const doorIdOf = (humanKey: string) => doorIds.get(humanKey) ?? `unknown-${humanKey}`

beforeAll(async () => {
  backend = await startEmbeddedBackend()
  await addEmbeddedAccount(backend.db, doorEmail, password, 'door')
  const client = backend.client()
  const { error } = await client.auth.signInWithPassword({ email: doorEmail, password })
  if (error) throw error
  api = doorApiOf(() => client as never)
  const { rows } = await backend.db.query<{ human_key: string; door_id: string }>(
    'select human_key, door_id from public.rsvp_guests',
  )
  for (const row of rows) doorIds.set(row.human_key, row.door_id)
})

afterAll(async () => {
  await backend?.close()
})

async function freshDoor(): Promise<DoorDatabase> {
  const db = await openDoorDb(`puerta-${randomUUID()}`)
  await saveList(db, {
    families: (await api.day()).families,
    syncedAt: at(0).toISOString(),
    email: doorEmail,
  })
  return db
}

const arrival = (humanKey: string, count: number, minutes = 0): ArrivalCall => ({
  id: randomUUID(),
  doorId: doorIdOf(humanKey),
  count,
  extra: false,
  recordedAt: at(minutes).toISOString(),
})

const arrivedOnServer = async (humanKey: string) =>
  (await api.day()).families.find((family) => family.door_id === doorIdOf(humanKey))?.arrived

describe('the door’s outbox', () => {
  it('keeps arrivals made with no signal, in order, and sends each exactly once when it returns', async () => {
    const db = await freshDoor()
    const three = [arrival('014', 1), arrival('014', 1, 1), arrival('009', 1, 2)]
    backend.offline = true
    try {
      for (const each of three) await recordArrival(db, each)
      expect((await replayOutbox(db, api)).stopped).toBe('network')
    } finally {
      backend.offline = false
    }
    expect(
      (await pendingItems(db)).map((item) => item.kind === 'arrival' && item.arrival.id),
    ).toEqual(three.map((each) => each.id))
    // counted on the phone meanwhile: the list's arrivals plus what waits
    const waiting = familiesAtTheDoor((await readList(db))!.families, await pendingItems(db))
    expect(waiting.find((family) => family.door_id === doorIdOf('014'))).toMatchObject({
      arrivedHere: 2,
      pending: 2,
    })

    // the first one reached the database before the phone heard back: sent again, counted once
    await api.recordArrival(three[0]!)
    expect(await replayOutbox(db, api)).toEqual({ sent: 3, refused: [], stopped: null })
    expect(await pendingItems(db)).toEqual([])
    expect(await arrivedOnServer('014')).toBe(2)
    expect(await arrivedOnServer('009')).toBe(1)
    expect((await replayOutbox(db, api)).sent).toBe(0)

    // the phone's tally now agrees with door_totals
    const day = await api.day()
    const families = familiesAtTheDoor(day.families, [])
    const { totals } = day
    expect(localTotals(families)).toMatchObject({
      arrived: totals.arrived,
      expected: totals.expected,
    })
    db.close()
  })

  it('drops a pending arrival on undo, and sends the undo of one already stored', async () => {
    const db = await freshDoor()
    const before = (await arrivedOnServer('006')) ?? 0
    // the database allows an undo for 10 minutes by its own clock
    const sent = { ...arrival('006', 1), recordedAt: new Date().toISOString() }
    await recordArrival(db, sent)
    await replayOutbox(db, api)
    expect(await arrivedOnServer('006')).toBe(before + 1)

    backend.offline = true
    const mistaken = arrival('006', 1)
    try {
      await recordArrival(db, mistaken)
      await undoArrival(db, mistaken.id)
      await undoArrival(db, sent.id)
      expect((await pendingItems(db)).map((item) => item.kind)).toEqual(['undo'])
    } finally {
      backend.offline = false
    }
    expect(await replayOutbox(db, api)).toMatchObject({ sent: 1, stopped: null })
    expect(await arrivedOnServer('006')).toBe(before)
    expect((await readList(db))!.families.find((f) => f.door_id === doorIdOf('006'))?.arrived).toBe(
      before,
    )
    db.close()
  })

  it('drops what the database refuses for good (a family that declined, not marked extra) and sends the rest', async () => {
    const db = await freshDoor()
    const refused = arrival('003', 1)
    const kept = arrival('002', 1)
    await recordArrival(db, refused)
    await recordArrival(db, kept)
    expect(await replayOutbox(db, api)).toEqual({
      sent: 1,
      refused: [
        { item: expect.objectContaining({ arrival: refused }), code: 'door_not_confirmed' },
      ],
      stopped: null,
    })
    expect(await pendingItems(db)).toEqual([])
    expect(await arrivedOnServer('003')).toBe(0)
    db.close()
  })

  it('looks a number said aloud up through the server, answering only its door id', async () => {
    expect(await api.findNumber('2')).toBe(doorIdOf('002'))
    expect(await api.findNumber('ZZZ')).toBeNull()
  })

  it('offers the undo for five minutes by the phone’s clock', async () => {
    const db = await freshDoor()
    const early = arrival('002', 1, 0)
    const later = arrival('002', 1, 3)
    await recordArrival(db, early)
    await recordArrival(db, later)
    expect((await undoableArrivals(db, at(4))).map((each) => each.id)).toEqual([later.id, early.id])
    expect((await undoableArrivals(db, at(7))).map((each) => each.id)).toEqual([later.id])
    expect(await undoableArrivals(db, at(9))).toEqual([])
    db.close()
  })

  it('drops what the database refuses for good and sends the rest', async () => {
    const db = await freshDoor()
    const unknown = arrival('ZZZ', 1)
    const known = arrival('009', 1)
    await recordArrival(db, unknown)
    await recordArrival(db, known)
    const result = await replayOutbox(db, api)
    expect(result.sent).toBe(1)
    expect(result.refused.map((each) => each.code)).toEqual(['door_not_found'])
    expect(await pendingItems(db)).toEqual([])
    db.close()
  })
})
