/**
 * Latency and throughput of the embedded RSVP API on loopback: the real handler over an
 * in-memory seeded PGlite, driven by 1, 10 and 50 concurrent clients.
 *
 *   npx tsx scripts/bench-rsvp-api.ts                 # table
 *   npx tsx scripts/bench-rsvp-api.ts --json          # JSON on stdout, table on stderr
 *   npx tsx scripts/bench-rsvp-api.ts --requests 200  # requests per scenario (default 500)
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import { openRsvpDatabase } from '../server/rsvp/open-database'
import { createRpcHandler } from '../server/rsvp/rpc-handler'

const args = process.argv.slice(2)
const json = args.includes('--json')
const requestsIndex = args.indexOf('--requests')
const requests = requestsIndex >= 0 ? Number(args[requestsIndex + 1]) : 500
if (!Number.isInteger(requests) || requests < 1 || requests > 100_000) {
  console.error('--requests takes a whole number between 1 and 100000.')
  process.exit(2)
}
const concurrencies = [1, 10, 50]
const warmup = 20

const keys = Array.from({ length: 16 }, (_, index) => String(index + 1).padStart(3, '0'))
const bodies: Record<string, (n: number) => unknown> = {
  find_invitation: (n) => ({ p_human_key: keys[n % keys.length] }),
  respond_invitation: (n) => ({
    p_human_key: keys[n % keys.length],
    p_will_attend: true,
    p_confirmed_tickets: 1,
  }),
}

type Result = {
  function: string
  clients: number
  requests: number
  errors: number
  p50: number
  p95: number
  p99: number
  mean: number
  requestsPerSecond: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
const round = (value: number) => Math.round(value * 100) / 100

async function run(baseUrl: string, fn: string, clients: number, total: number) {
  const body = bodies[fn] ?? (() => ({}))
  const latencies: number[] = []
  let next = 0
  let errors = 0
  const worker = async () => {
    while (next < total) {
      const n = next++
      const started = performance.now()
      const response = await fetch(`${baseUrl}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body(n)),
        signal: AbortSignal.timeout(10_000),
      })
      await response.arrayBuffer()
      latencies.push(performance.now() - started)
      if (response.status !== 200) errors++
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: clients }, worker))
  const seconds = (performance.now() - started) / 1000
  return { latencies, errors, seconds }
}

const db = await openRsvpDatabase({ seed: true, modificationDeadline: '2999-01-01' })
const server = http.createServer(createRpcHandler({ database: async () => db }))
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const results: Result[] = []
for (const fn of Object.keys(bodies)) {
  for (const clients of concurrencies) {
    // opens the clients' connections and warms PGlite before anything is measured
    await run(baseUrl, fn, clients, Math.max(warmup, clients * 2))
    const { latencies, errors, seconds } = await run(baseUrl, fn, clients, requests)
    const sorted = latencies.sort((a, b) => a - b)
    results.push({
      function: fn,
      clients,
      requests,
      errors,
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      mean: round(sorted.reduce((sum, value) => sum + value, 0) / sorted.length),
      requestsPerSecond: Math.round(requests / seconds),
    })
  }
}

server.close()
await db.close()

const header = ['function', 'clients', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s']
const rows = results.map((r) =>
  [r.function, r.clients, r.requests, r.errors, r.p50, r.p95, r.p99, r.requestsPerSecond].map(
    String,
  ),
)
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
)
const line = (cells: string[]) =>
  cells
    .map((cell, column) =>
      (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column] ?? 0),
    )
    .join('  ')
const table = [
  `RSVP API on loopback, in-memory PGlite, Node ${process.version}, ${os.cpus().length} CPUs`,
  line(header),
  ...rows.map(line),
].join('\n')

if (json) {
  console.error(table)
  console.log(JSON.stringify({ node: process.version, cpus: os.cpus().length, results }, null, 2))
} else {
  console.log(table)
}
if (results.some((r) => r.errors > 0)) process.exitCode = 1
