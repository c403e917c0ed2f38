/**
 * fetch that gives up after `ms`: a request sent as the signal drops may never settle (Firefox
 * left the door's sync "updating" after the signal came back), and a sync waiting on it holds
 * every later one. Browsers without AbortSignal.timeout (before Safari 16) fetch as before, and
 * those without AbortSignal.any (before Safari 17.4) keep a caller's own signal without the limit.
 */
export function fetchWithin(ms: number): typeof fetch {
  return (input, init) => {
    if (typeof AbortSignal.timeout !== 'function') return fetch(input, init)
    const timeout = AbortSignal.timeout(ms)
    const signal = init?.signal
      ? typeof AbortSignal.any === 'function'
        ? AbortSignal.any([init.signal, timeout])
        : init.signal
      : timeout
    return fetch(input, { ...init, signal })
  }
}
