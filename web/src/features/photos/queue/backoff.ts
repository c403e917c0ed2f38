/** The first wait after a failed try, doubled on each further failure up to `maxRetryDelayMs`. */
export const firstRetryDelayMs = 2_000
export const maxRetryDelayMs = 60_000

/**
 * How long to wait before the next try after `attempts` failures in a row: 2 s, 4 s, 8 s … at
 * most a minute (a phone at a party loses the signal for minutes, not hours). A refusal the
 * server throttled waits at least `minimumMs`.
 */
export function retryDelay(attempts: number, minimumMs = 0): number {
  const exponential = firstRetryDelayMs * 2 ** Math.max(0, attempts - 1)
  return Math.max(minimumMs, Math.min(maxRetryDelayMs, exponential))
}
