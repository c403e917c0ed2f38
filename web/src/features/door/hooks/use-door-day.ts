import { useCallback, useMemo, useState } from 'react'
import type { DoorTotals } from '../../../lib/guest-list/door-records'
import { RpcError } from '../../../lib/guest-list/rpc-error'
import type { DoorApi } from '../api/door-api'
import type { DoorDatabase, OutboxItem, RecentArrival } from '../store/door-db'
import { pendingItems, recordArrival, undoableArrivals, undoArrival } from '../store/outbox'
import { replayOutbox } from '../store/replay'
import { readList, saveList, type LocalList } from '../store/stored-list'
import { familiesAtTheDoor, localTotals, type FamilyAtTheDoor } from '../utils/local-view'
import { lookUpNumber, type NumberLookup } from '../utils/look-up-number'
import { splitArrival } from '../utils/split-arrival'
import { useSyncTriggers } from './use-sync-triggers'

/** Why the last sync did not finish: no signal, the session is gone or not a door's, or else. */
export type SyncProblem = null | 'network' | 'session' | 'not-door' | 'other'

export type DoorDay = {
  ready: boolean
  list: LocalList | null
  families: FamilyAtTheDoor[]
  outbox: OutboxItem[]
  undoable: RecentArrival[]
  /** door_totals at the last sync with nothing pending, else counted on the phone */
  totals: DoorTotals
  totalsFromServer: boolean
  syncing: boolean
  problem: SyncProblem
  sync: () => Promise<void>
  /** `positions`: the named people who come in now (1 = first), when the helper said so */
  record: (
    doorId: string,
    count: number,
    extraConfirmed: boolean,
    positions?: readonly number[],
  ) => Promise<void>
  /** A number said aloud, looked up online (the phone holds none). */
  findNumber: (humanKey: string) => Promise<NumberLookup>
  undo: (id: string) => Promise<void>
}

const systemNow = () => new Date()
const randomId = () => crypto.randomUUID()

type Local = { list: LocalList | null; outbox: OutboxItem[]; undoable: RecentArrival[] }

export type DoorDayOptions = {
  db: DoorDatabase | null
  api: DoorApi
  /** the signed-in door account; null: keep working on the phone's list, send nothing */
  email: string | null
  now?: () => Date
  newId?: () => string
}

/**
 * The door's day on this phone: the list and outbox in IndexedDB, kept in step with the database
 * whenever there is signal (on opening, on `online`, on returning to the tab, every half minute).
 */
export function useDoorDay({
  db,
  api,
  email,
  now = systemNow,
  newId = randomId,
}: DoorDayOptions): DoorDay {
  const [local, setLocal] = useState<Local | null>(null)
  const [serverTotals, setServerTotals] = useState<DoorTotals | null>(null)
  const [syncing, setSyncing] = useState(false)
  const [problem, setProblem] = useState<SyncProblem>(null)

  const reload = useCallback(async () => {
    if (!db) return
    const [list, outbox, undoable] = await Promise.all([
      readList(db),
      pendingItems(db),
      undoableArrivals(db, now()),
    ])
    setLocal({ list, outbox, undoable })
  }, [db, now])

  const sync = useCallback(async () => {
    if (!db) return
    if (!email) return reload()
    setSyncing(true)
    try {
      const replay = await replayOutbox(db, api)
      if (replay.stopped) {
        setProblem(replay.stopped)
        return
      }
      const [{ families }, totals] = await Promise.all([api.guestList(), api.totals()])
      // an arrival recorded while the list was on its way waits in the outbox: counted on top
      await saveList(db, { families, syncedAt: now().toISOString(), email })
      setServerTotals((await pendingItems(db)).length === 0 ? totals : null)
      setProblem(null)
    } catch (error) {
      const code = error instanceof RpcError ? error.code : 'network'
      setProblem(code === 'network' ? 'network' : code === '42501' ? 'not-door' : 'other')
    } finally {
      await reload()
      setSyncing(false)
    }
  }, [db, api, email, now, reload])

  useSyncTriggers(sync)

  const record = useCallback(
    async (
      doorId: string,
      count: number,
      extraConfirmed: boolean,
      positions?: readonly number[],
    ) => {
      const family = familiesAtTheDoor(local?.list?.families ?? [], local?.outbox ?? []).find(
        (candidate) => candidate.door_id === doorId,
      )
      if (!db || !family) return
      const recordedAt = now().toISOString()
      for (const part of splitArrival(family, count, extraConfirmed, positions)) {
        await recordArrival(db, { id: newId(), doorId, recordedAt, ...part })
      }
      setServerTotals(null)
      await reload()
      void sync()
    },
    [db, local, newId, now, reload, sync],
  )

  const undo = useCallback(
    async (id: string) => {
      if (!db) return
      await undoArrival(db, id)
      setServerTotals(null)
      await reload()
      void sync()
    },
    [db, reload, sync],
  )

  const findNumber = useCallback((humanKey: string) => lookUpNumber(api, humanKey), [api])

  const families = useMemo(
    () => familiesAtTheDoor(local?.list?.families ?? [], local?.outbox ?? []),
    [local],
  )
  return {
    ready: local !== null,
    list: local?.list ?? null,
    families,
    outbox: local?.outbox ?? [],
    undoable: local?.undoable ?? [],
    totals: serverTotals ?? localTotals(families),
    totalsFromServer: serverTotals !== null,
    syncing,
    problem,
    sync,
    record,
    findNumber,
    undo,
  }
}
