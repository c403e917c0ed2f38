import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

const keyOf = (hash: string) => {
  const key = hash.slice(1).trim()
  if (!key) return null
  try {
    return decodeURIComponent(key)
  } catch {
    return key
  }
}

/**
 * The TV's key from the address's hash (`/fotos/pantalla#<key>`): a browser never sends the hash,
 * so the key reaches no server's log; the page sends it in the body of its calls. `undefined`
 * while prerendered, `null` when the link has no key.
 */
export function useScreenKey(): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => keyOf(window.location.hash),
    () => undefined,
  )
}
