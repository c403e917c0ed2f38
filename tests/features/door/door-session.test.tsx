// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addEmbeddedAccount, allowListOf } from '../../../server/auth/accounts'
import { doorApiOf, type ArrivalCall } from '../../../web/src/features/door/api/door-api'
import { DoorQueries } from '../../../web/src/features/door/hooks/door-queries'
import { useDoorDay, type DoorAccount } from '../../../web/src/features/door/hooks/use-door-day'
import { openDoorDb, type DoorDatabase } from '../../../web/src/features/door/store/door-db'
import { pendingItems, recordArrival } from '../../../web/src/features/door/store/outbox'
import { readList, saveList } from '../../../web/src/features/door/store/stored-list'
import type { RsvpClient } from '../../../web/src/lib/guest-list/call-rpc'
import {
  startEmbeddedBackend,
  type EmbeddedBackend,
} from '../../server/support/start-embedded-backend'
import { serverWait } from '../../support/server-wait'

const password = 'clave-de-la-puerta'

let backend: EmbeddedBackend

beforeAll(async () => {
  backend = await startEmbeddedBackend()
})

afterAll(async () => {
  await backend?.close()
})

/** A door account of its own, signed in on a client of its own. */
async function signedInDoor(): Promise<{ email: string; client: RsvpClient }> {
  const email = `puerta-${randomUUID().slice(0, 8)}@example.com`
  await addEmbeddedAccount(backend.db, email, password, 'door')
  const client = backend.client()
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return { email, client }
}

// Familia Navarro Gil (014, 3 pases)
const family = 'Familia Navarro Gil'

/** A phone that downloaded the list as `email` and keeps one arrival of 014 not yet sent. */
async function phoneWithPending(client: RsvpClient, email: string) {
  const db = await openDoorDb(`puerta-${randomUUID()}`)
  const api = doorApiOf(() => client)
  const { families } = await api.day()
  await saveList(db, { families, syncedAt: new Date().toISOString(), email })
  const doorId = families.find((candidate) => candidate.family_name === family)?.door_id ?? ''
  const arrival: ArrivalCall = {
    id: randomUUID(),
    doorId,
    count: 1,
    extra: false,
    recordedAt: new Date().toISOString(),
  }
  await recordArrival(db, arrival)
  return { db, arrival }
}

const arrivedOn = async (client: RsvpClient) =>
  (await doorApiOf(() => client).day()).families.find(
    (candidate) => candidate.family_name === family,
  )?.arrived ?? -1

function openDoor(db: DoorDatabase, client: RsvpClient, account: DoorAccount) {
  const onSessionEnded = vi.fn(async () => undefined)
  const api = doorApiOf(() => client)
  const hook = renderHook(
    ({ who }: { who: DoorAccount }) => useDoorDay({ db, api, account: who, onSessionEnded }),
    { initialProps: { who: account }, wrapper: DoorQueries },
  )
  return { ...hook, onSessionEnded }
}

describe('the door’s session on a phone', () => {
  it('signed out, forgets the families at once but keeps the arrivals not yet sent', async () => {
    const { email, client } = await signedInDoor()
    const { db } = await phoneWithPending(client, email)
    const { result } = openDoor(db, client, 'signed-out')
    await waitFor(() => expect(result.current.ready).toBe(true), serverWait)
    expect(result.current.list).toBeNull()
    expect(result.current.families).toEqual([])
    expect(await readList(db)).toBeNull()
    expect(result.current.outbox).toHaveLength(1)
    expect(await pendingItems(db)).toHaveLength(1)
  })

  it('shows nothing while the session is not known yet', async () => {
    const { email, client } = await signedInDoor()
    const { db } = await phoneWithPending(client, email)
    const { result } = openDoor(db, client, 'loading')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(result.current.ready).toBe(false)
    expect(result.current.families).toEqual([])
  })

  it('sends the arrivals kept on the phone, once, with the next door account signed in there', async () => {
    const first = await signedInDoor()
    const { db, arrival } = await phoneWithPending(first.client, first.email)
    const before = await arrivedOn(first.client)
    const { result, rerender } = openDoor(db, first.client, 'signed-out')
    await waitFor(() => expect(result.current.ready).toBe(true), serverWait)

    const next = await signedInDoor()
    rerender({ who: { email: next.email } })
    await waitFor(() => expect(result.current.list?.email).toBe(next.email), serverWait)
    expect(await pendingItems(db)).toEqual([])
    expect(await arrivedOn(next.client)).toBe(before + 1)
    // the same id again changes nothing: the database keeps each arrival once
    await doorApiOf(() => next.client).recordArrival(arrival)
    expect(await arrivedOn(next.client)).toBe(before + 1)
  })

  it('forgets the families when the session ended elsewhere (401), keeps the arrivals, and ends the session here', async () => {
    const { email, client } = await signedInDoor()
    const { db } = await phoneWithPending(client, email)
    // signed out everywhere from another phone
    const other = backend.client()
    await other.auth.signInWithPassword({ email, password })
    await other.auth.signOut({ scope: 'global' })

    const { result, onSessionEnded } = openDoor(db, client, { email })
    await waitFor(() => expect(result.current.problem).toBe('session'), serverWait)
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(result.current.families).toEqual([])
    expect(await readList(db)).toBeNull()
    expect(await pendingItems(db)).toHaveLength(1)
    expect(onSessionEnded).toHaveBeenCalledTimes(1)
  })

  it('forgets the families when the account is no longer the door’s (403), keeping the arrivals', async () => {
    const { email, client } = await signedInDoor()
    const { db } = await phoneWithPending(client, email)
    await backend.db.query(`delete from ${allowListOf.door} where email = $1`, [email])

    const { result, onSessionEnded } = openDoor(db, client, { email })
    await waitFor(() => expect(result.current.problem).toBe('not-door'), serverWait)
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(result.current.families).toEqual([])
    expect(await readList(db)).toBeNull()
    expect(await pendingItems(db)).toHaveLength(1)
    expect(onSessionEnded).not.toHaveBeenCalled()
  })

  it('tells the helper of an arrival the database refuses for good, instead of dropping it silently', async () => {
    const { email, client } = await signedInDoor()
    const { db } = await phoneWithPending(client, email)
    const { families } = await doorApiOf(() => client).day()
    const declined = families.find((candidate) => candidate.status === 'declined')
    if (!declined) throw new Error('The seed has a family that declined')
    // as an old phone might have kept it: a declined family let in without «extra»
    await recordArrival(db, {
      id: randomUUID(),
      doorId: declined.door_id,
      count: 2,
      extra: false,
      recordedAt: new Date().toISOString(),
    })
    const { result } = openDoor(db, client, { email })
    await waitFor(() => expect(result.current.refused).toHaveLength(1), serverWait)
    expect(result.current.refused[0]?.code).toBe('door_not_confirmed')
    await waitFor(() => expect(result.current.outbox).toEqual([]))
    expect(result.current.problem).toBeNull()
  })

  it('keeps the list with no signal while signed in', async () => {
    const { email, client } = await signedInDoor()
    const { db } = await phoneWithPending(client, email)
    backend.offline = true
    try {
      const { result } = openDoor(db, client, { email })
      await waitFor(() => expect(result.current.problem).toBe('network'), serverWait)
      await waitFor(() => expect(result.current.families.length).toBeGreaterThan(0))
      expect(await pendingItems(db)).toHaveLength(1)
    } finally {
      backend.offline = false
    }
  })
})
