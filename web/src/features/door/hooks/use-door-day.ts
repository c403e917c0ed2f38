import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
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
import { doorKeys, refreshEveryMs, resendEveryMs } from './door-queries'

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

/** What a sync leaves: the database's tally when nothing waits to be sent, and why it stopped. */
type Synced = { totals: DoorTotals | null; problem: SyncProblem }

type Arrival = {
  doorId: string
  count: number
  extraConfirmed: boolean
  positions?: readonly number[]
}

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
 * The door's day on this phone (within DoorQueries): the list and outbox in IndexedDB, a query
 * read again after each sync and each change, and the sync a query kept in step with the database
 * whenever there is signal (on opening, when the signal returns, on returning to the tab, every
 * half minute while the tab is seen), one at a time.
 */
export function useDoorDay({
  db,
  api,
  account,
  onSessionEnded,
  now = systemNow,
  newId = randomId,
}: DoorDayOptions): DoorDay {
  const client = useQueryClient()
  const [refused, setRefused] = useState<Refusal[]>([])
  const addRefused = useCallback(
    (more: Refusal[]) => setRefused((earlier) => [...earlier, ...more]),
    [],
  )
  const dismissRefused = useCallback(() => setRefused([]), [])

  const readLocal = useCallback(async (): Promise<Local> => {
    if (!db) return { list: null, outbox: [], undoable: [] }
    const [list, outbox, undoable] = await Promise.all([
      readList(db),
      pendingItems(db),
      undoableArrivals(db, now()),
    ])
    return { list, outbox, undoable }
  }, [db, now])
  // read once the first sync settled (a signed-out phone shows no family it is about to forget),
  // then after every sync and change
  const local = useQuery({ queryKey: doorKeys.local, queryFn: readLocal, enabled: false })
  const reload = useCallback(async () => {
    await client.fetchQuery({ queryKey: doorKeys.local, queryFn: readLocal, staleTime: 0 })
  }, [client, readLocal])

  const email = typeof account === 'object' ? account.email : null
  const signedOut = account === 'signed-out'
  const syncKey = useMemo(() => doorKeys.sync(email), [email])

  const runSync = async (): Promise<Synced> => {
    const earlier = client.getQueryData<Synced>(syncKey)
    try {
      if (!db) return { totals: null, problem: null }
      if (!email) {
        // no session (signed out here or elsewhere, or its stored copy removed): no family stays
        await forgetFamilies(db)
        return { totals: null, problem: earlier?.problem ?? null }
      }
      const answer = await sendAndDownload(db, api, email, now, addRefused).catch(stopReason)
      if (typeof answer === 'object') {
        // an arrival recorded while the list was on its way waits in the outbox: counted on top
        return { totals: (await pendingItems(db)).length === 0 ? answer : null, problem: null }
      }
      if (answer === 'session' || answer === 'not-door') {
        // the database says this phone may no longer see the list: forget it at once
        await forgetFamilies(db)
        if (answer === 'session') await onSessionEnded?.()
        return { totals: null, problem: answer }
      }
      return { totals: earlier?.totals ?? null, problem: answer }
    } finally {
      await reload()
    }
  }

  const syncQuery = useQuery({
    queryKey: syncKey,
    queryFn: runSync,
    enabled: db !== null && (email !== null || signedOut),
    // the other doors' arrivals every half minute while the tab is seen, and this phone's pending
    // ones every few seconds, whatever the browser says of the signal: a phone whose signal comes
    // back may fire no `online` event (Firefox, WebKit), and a sync without signal only keeps what
    // is pending
    refetchInterval: () => {
      if (!email) return false
      const waiting = client.getQueryData<Local>(doorKeys.local)?.outbox.length ?? 0
      return waiting > 0 ? resendEveryMs : refreshEveryMs
    },
  })
  const { refetch } = syncQuery
  const canSync = db !== null && (email !== null || signedOut)

  const sync = useCallback(async () => {
    if (!canSync) return
    // one sync at a time: one asked for while another runs follows it, so what was recorded
    // meanwhile is sent without the two replaying the outbox side by side
    if (client.isFetching({ queryKey: syncKey }) > 0) await refetch({ cancelRefetch: false })
    await refetch({ cancelRefetch: false })
  }, [client, canSync, syncKey, refetch])

  // the phone's own count, until the next sync with nothing pending brings the database's
  const countOnPhone = () =>
    client.setQueryData<Synced>(syncKey, (synced) => synced && { ...synced, totals: null })

  const families = useMemo(
    () => familiesAtTheDoor(local.data?.list?.families ?? [], local.data?.outbox ?? []),
    [local.data],
  )

  const recording = useMutation({
    mutationFn: async ({ doorId, count, extraConfirmed, positions }: Arrival) => {
      const family = families.find((candidate) => candidate.door_id === doorId)
      if (!db || !family) return false
      const recordedAt = now().toISOString()
      for (const part of splitArrival(family, count, extraConfirmed, positions)) {
        await recordArrival(db, { id: newId(), doorId, recordedAt, ...part })
      }
      return true
    },
    onSuccess: async (recorded) => {
      if (!recorded) return
      countOnPhone()
      await reload()
      void sync()
    },
  })

  const undoing = useMutation({
    mutationFn: async (id: string) => {
      if (!db) return false
      await undoArrival(db, id)
      return true
    },
    onSuccess: async (undone) => {
      if (!undone) return
      countOnPhone()
      await reload()
      void sync()
    },
  })

  const record = useCallback(
    async (
      doorId: string,
      count: number,
      extraConfirmed: boolean,
      positions?: readonly number[],
    ) => {
      await recording.mutateAsync({ doorId, count, extraConfirmed, positions })
    },
    [recording],
  )
  const undo = useCallback(
    async (id: string) => {
      await undoing.mutateAsync(id)
    },
    [undoing],
  )

  const findNumber = useCallback((humanKey: string) => lookUpNumber(api, humanKey), [api])

  const serverTotals = syncQuery.data?.totals ?? null
  return {
    ready: local.data !== undefined,
    list: local.data?.list ?? null,
    families,
    outbox: local.data?.outbox ?? [],
    undoable: local.data?.undoable ?? [],
    totals: serverTotals ?? localTotals(families),
    totalsFromServer: serverTotals !== null,
    syncing: email !== null && syncQuery.isFetching,
    problem: syncQuery.data?.problem ?? null,
    refused,
    dismissRefused,
    sync,
    record,
    findNumber,
    undo,
  }
}
