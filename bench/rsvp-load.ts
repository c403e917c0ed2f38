import type { RpcArgs, RpcName } from '../web/src/lib/guest-list/call-rpc'
import { inTurns } from './in-turns'
import { percentile, round2 } from './stats'

export type RsvpFunction = Extract<RpcName, 'find_invitation' | 'respond_invitation'>

export type LoadResult = {
  function: RsvpFunction
  clients: number
  requests: number
  errors: number
  p50: number
  p95: number
  p99: number
  mean: number
  requestsPerSecond: number
}

// every seeded invitation, so concurrent answers spread over rows as real guests would
const keys = Array.from({ length: 16 }, (_, index) => String(index + 1).padStart(3, '0'))
const keyOf = (n: number) => keys[n % keys.length]!

/** The n-th request's arguments, as the generated types name them. */
export const rsvpBodies: { [Fn in RsvpFunction]: (n: number) => RpcArgs<Fn> } = {
  find_invitation: (n) => ({ p_human_key: keyOf(n) }),
  respond_invitation: (n) => ({
    p_human_key: keyOf(n),
    p_will_attend: n % 3 !== 0,
    p_confirmed_tickets: n % 3 !== 0 ? 1 : 0,
  }),
}

export function summariseLatencies(
  fn: RsvpFunction,
  clients: number,
  latencies: number[],
  errors: number,
  seconds: number,
): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    function: fn,
    clients,
    requests: sorted.length,
    errors,
    p50: round2(percentile(sorted, 50)),
    p95: round2(percentile(sorted, 95)),
    p99: round2(percentile(sorted, 99)),
    mean: round2(sorted.reduce((total, value) => total + value, 0) / (sorted.length || 1)),
    requestsPerSecond: seconds > 0 ? Math.round(sorted.length / seconds) : 0,
  }
}

/** `clients` loops share `total` requests; each waits for its answer before sending the next. */
async function drive(baseUrl: string, fn: RsvpFunction, clients: number, total: number) {
  const latencies: number[] = []
  let errors = 0
  const started = performance.now()
  await inTurns(total, clients, async (n) => {
    const sent = performance.now()
    try {
      const response = await fetch(`${baseUrl}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(rsvpBodies[fn](n)),
        signal: AbortSignal.timeout(10_000),
      })
      await response.arrayBuffer()
      if (response.status !== 200) errors++
    } catch {
      errors++
    }
    latencies.push(performance.now() - sent)
  })
  return { latencies, errors, seconds: (performance.now() - started) / 1000 }
}

/** The preview server's own RSVP endpoint, over loopback, at each number of concurrent clients. */
export async function loadRsvpApi(options: {
  baseUrl: string
  requests: number
  concurrency?: number[]
}): Promise<LoadResult[]> {
  const results: LoadResult[] = []
  for (const fn of Object.keys(rsvpBodies) as RsvpFunction[]) {
    for (const clients of options.concurrency ?? [1, 10, 50]) {
      // opens the connections and warms the database before anything is measured
      await drive(options.baseUrl, fn, clients, Math.max(20, clients * 2))
      const { latencies, errors, seconds } = await drive(
        options.baseUrl,
        fn,
        clients,
        options.requests,
      )
      results.push(summariseLatencies(fn, clients, latencies, errors, seconds))
    }
  }
  return results
}
