// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { DoorApi } from '../../../web/src/features/door/api/door-api'
import { DoorQueries } from '../../../web/src/features/door/hooks/door-queries'
import { useDoorDay } from '../../../web/src/features/door/hooks/use-door-day'
import { openDoorDb } from '../../../web/src/features/door/store/door-db'
import { serverWait } from '../../support/server-wait'

/** A database whose list answers only once the test lets it, counting calls on their way. */
function heldDatabase() {
  const calls = { started: 0, running: 0, most: 0 }
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const api: DoorApi = {
    day: async () => {
      calls.started += 1
      calls.running += 1
      calls.most = Math.max(calls.most, calls.running)
      await held
      calls.running -= 1
      return {
        families: [],
        unreadable: 0,
        totals: { arrived: 0, expected: 0, conflicts: 0, by_table: [] },
      }
    },
    findNumber: async () => null,
    recordArrival: async () => 1,
    undoArrival: async () => 0,
  }
  return { api, calls, release }
}

describe('the door’s sync on a phone', () => {
  it('runs one at a time however many triggers come at once, and one asked for meanwhile follows', async () => {
    const db = await openDoorDb(`puerta-${randomUUID()}`)
    const { api, calls, release } = heldDatabase()
    const { result } = renderHook(
      () => useDoorDay({ db, api, account: { email: 'puerta@example.com' } }),
      { wrapper: DoorQueries },
    )
    // the sync on opening is on its way
    await waitFor(() => expect(calls.started).toBe(1), serverWait)

    // the signal comes back, the helper returns to the tab and pulls to sync, all at once
    let asked: Promise<void> = Promise.resolve()
    act(() => {
      window.dispatchEvent(new Event('offline'))
      window.dispatchEvent(new Event('online'))
      document.dispatchEvent(new Event('visibilitychange'))
      asked = result.current.sync()
    })
    release()
    await act(() => asked)

    // the one asked for ran after the first, never beside it
    expect(calls.started).toBe(2)
    expect(calls.most).toBe(1)
    await waitFor(() => expect(result.current.syncing).toBe(false), serverWait)
    expect(result.current.ready).toBe(true)
  })
})
