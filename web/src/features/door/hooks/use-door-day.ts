import { useCallback, useMemo, useState } from 'react'
import type { DoorTotals } from '../../../lib/guest-list/door-records'
import type { DoorApi } from '../api/door-api'
import {
  forgetFamilies,
  type DoorDatabase,
  type OutboxItem,
  type RecentArrival,
} from '../store/door-db'
import { pendingItems, recordArrival, undoableArrivals, undoArrival } from '../store/outbox'
import { replayOutbox, stopReason, type ReplayResult, type StopReason } from '../store/replay'
import { readList, saveList, type LocalList } from '../store/stored-list'
import { familiesAtTheDoor, localTotals, type FamilyAtTheDoor } from '../utils/local-view'
import { lookUpNumber, type NumberLookup } from '../utils/look-up-number'
import { splitArrival } from '../utils/split-arrival'
import { useSyncTriggers } from './use-sync-triggers'

/** Why the last sync did not finish: no signal, the session is gone or not a door's, or else. */
export type SyncProblem = null | 'network' | 'session' | 'not-door' | 'other'

/** The door account on this phone: not known yet, none, or signed in. */
export type DoorAccount = 'loading' | 'signed-out' | { email: string }

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
  /** arrivals and undoes the database refused for good (a cap, a family that did not confirm) */
  refused: Refusal[]
  dismissRefused: () => void
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
  /**
   * The door account. Signed in: the list is downloaded and the outbox sent. Signed out: the
   * families are forgotten on this phone, the outbox kept for the next account.
   */
  account: DoorAccount
  /** Ends the session on this phone once the database said it is over (signed out elsewhere). */
  onSessionEnded?: () => Promise<void>
  now?: () => Date
  newId?: () => string
}

/** What the database refused for good of this phone's outbox: told to the helper, never silent. */
export type Refusal = ReplayResult['refused'][number]

/** Sends the outbox, then downloads the list and the tally; answers the tally or why it stopped. */
async function sendAndDownload(
  db: DoorDatabase,
  api: DoorApi,
  email: string,
  now: () => Date,
  onRefused: (refused: Refusal[]) => void,
): Promise<DoorTotals | StopReason> {
  const replay = await replayOutbox(db, api)
  if (replay.refused.length > 0) onRefused(replay.refused)
  if (replay.stopped) return replay.stopped
  const { families, totals } = await api.day()
  await saveList(db, { families, syncedAt: now().toISOString(), email })
  return totals
}

/**
 * The door's day on this phone: the list and outbox in IndexedDB, kept in step with the database
 * whenever there is signal (on opening, on `online`, on returning to the tab, every half minute).
 */
export function useDoorDay({
  db,
  api,
  account,
  onSessionEnded,
  now = systemNow,
  newId = randomId,
}: DoorDayOptions): DoorDay {
  const [local, setLocal] = useState<Local | null>(null)
  const [serverTotals, setServerTotals] = useState<DoorTotals | null>(null)
  const [syncing, setSyncing] = useState(false)
  const [problem, setProblem] = useState<SyncProblem>(null)
  const [refused, setRefused] = useState<Refusal[]>([])
  const addRefused = useCallback(
    (more: Refusal[]) => setRefused((earlier) => [...earlier, ...more]),
    [],
  )
  const dismissRefused = useCallback(() => setRefused([]), [])

  const reload = useCallback(async () => {
    if (!db) return
    const [list, outbox, undoable] = await Promise.all([
      readList(db),
      pendingItems(db),
      undoableArrivals(db, now()),
    ])
    setLocal({ list, outbox, undoable })
  }, [db, now])

  const email = typeof account === 'object' ? account.email : null
  const signedOut = account === 'signed-out'

  const sync = useCallback(async () => {
    if (!db || (!email && !signedOut)) return
    if (!email) {
      // no session (signed out here or elsewhere, or its stored copy removed): no family stays
      await forgetFamilies(db)
      setServerTotals(null)
      return reload()
    }
    setSyncing(true)
    try {
      const answer = await sendAndDownload(db, api, email, now, addRefused).catch(stopReason)
      if (typeof answer === 'object') {
        // an arrival recorded while the list was on its way waits in the outbox: counted on top
        setServerTotals((await pendingItems(db)).length === 0 ? answer : null)
        setProblem(null)
      } else {
        setProblem(answer)
      }
      if (answer === 'session' || answer === 'not-door') {
        // the database says this phone may no longer see the list: forget it at once
        await forgetFamilies(db)
        setServerTotals(null)
        if (answer === 'session') await onSessionEnded?.()
      }
    } finally {
      await reload()
      setSyncing(false)
    }
  }, [db, api, email, signedOut, now, reload, onSessionEnded, addRefused])

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
    refused,
    dismissRefused,
    sync,
    record,
    findNumber,
    undo,
  }
}
