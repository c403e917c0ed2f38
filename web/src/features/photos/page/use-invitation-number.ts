import { useEffect, useSyncExternalStore } from 'react'
import { invitationParam } from '../../../config/paths'

/** Where this phone remembers the family's number, so a table's QR asks for it only once. */
export const invitationNumberKey = 'boda-fotos-invitacion'

const listeners = new Set<() => void>()

function remembered(): string | null {
  try {
    return window.localStorage.getItem(invitationNumberKey)
  } catch {
    return null // storage refused (private mode): the number is asked each visit
  }
}

function remember(number: string | null) {
  try {
    if (number) window.localStorage.setItem(invitationNumberKey, number)
    else window.localStorage.removeItem(invitationNumberKey)
  } catch {
    // as above
  }
}

const fromLink = () =>
  new URLSearchParams(window.location.search).get(invitationParam)?.trim() || null

const current = () => fromLink() ?? remembered()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Remembers another number (or forgets it: null), dropping the link's from the address. */
function choose(number: string | null) {
  remember(number)
  if (fromLink()) {
    const url = new URL(window.location.href)
    url.searchParams.delete(invitationParam)
    window.history.replaceState(window.history.state, '', url)
  }
  for (const listener of listeners) listener()
}

/**
 * The invitation whose photos this phone shares: the personal link's `?invitation=` (then
 * remembered), else the number remembered from a visit before; `undefined` on the server and
 * while hydrating (the prerendered page knows neither), `null` when it must be asked.
 */
export function useInvitationNumber() {
  const number = useSyncExternalStore<string | null | undefined>(
    subscribe,
    current,
    () => undefined,
  )
  useEffect(() => {
    const linked = fromLink()
    if (linked) remember(linked)
  }, [])
  return [number, choose] as const
}
