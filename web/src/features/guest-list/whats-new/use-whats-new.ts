import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { coupleApi } from '../../../lib/couple/api/couple-api'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import type { Visit } from '../../../lib/couple/api/visit'
import { errorMessage } from '../../../lib/couple/error-message'
import { isAfter, newestGuestAnswer, newsCount } from './news'

export type WhatsNew = {
  /** the list with the marks the couple has just said they saw taken off */
  rows: readonly CoupleInvitation[] | null
  count: number
  visit: Visit | null
  marking: boolean
  /** true once «Marcar como visto» has taken the marks off */
  marked: boolean
  error: string | null
  markSeen: () => Promise<void>
}

/** Whether the couple saw this answer when they marked the list seen through `seenThrough`. */
const seenAt = (row: CoupleInvitation, seenThrough: string | null) =>
  seenThrough === null ||
  row.guest_answered_at === null ||
  !isAfter(row.guest_answered_at, seenThrough)

/**
 * What the families did since the signed-in member's last visit, as the list marks it. The visit
 * moves when the member says so («Marcar como visto»), or by itself when there is nothing new to
 * see, so a glance at the phone never clears the marks before they are read.
 */
export function useWhatsNew(rows: readonly CoupleInvitation[] | null): WhatsNew {
  const [visit, setVisit] = useState<Visit | null>(null)
  const [marking, setMarking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // undefined: not marked in this visit; null: marked through now
  const [seenThrough, setSeenThrough] = useState<string | null | undefined>(undefined)
  const visitedAlready = useRef(false)

  // the visit's date is said only beside something new, so it is asked for only then
  const anyNews = rows !== null && newsCount(rows) > 0
  useEffect(() => {
    if (!anyNews) return
    let live = true
    coupleApi.lastVisit().then(
      (last) => live && setVisit((current) => current ?? last),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [anyNews])

  // the marks this visit took off stay off until the list says otherwise
  const shown = useMemo(
    () =>
      rows &&
      (seenThrough === undefined
        ? rows
        : rows.map((row) => (row.news && seenAt(row, seenThrough) ? { ...row, news: null } : row))),
    [rows, seenThrough],
  )
  const count = shown ? newsCount(shown) : 0

  // nothing new: this visit is the last one, and the next counts from here
  useEffect(() => {
    if (!rows || visitedAlready.current || newsCount(rows) > 0) return
    visitedAlready.current = true
    coupleApi.markSeen(newestGuestAnswer(rows)).then(setVisit, () => undefined)
  }, [rows])

  const markSeen = useCallback(async () => {
    if (!shown) return
    const newest = newestGuestAnswer(shown)
    setMarking(true)
    try {
      setVisit(await coupleApi.markSeen(newest))
      setSeenThrough(newest)
      setError(null)
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setMarking(false)
    }
  }, [shown])

  return {
    rows: shown,
    count,
    visit,
    marking,
    marked: seenThrough !== undefined && count === 0,
    error,
    markSeen,
  }
}
