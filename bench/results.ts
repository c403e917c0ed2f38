import os from 'node:os'
import { median } from './stats'
import type { AxeRouteResult } from './axe'
import { worstRoute } from './axe'
import type { Metrics } from './budgets'
import type { SizedFile, ViewBundle } from './bundle-size'
import type { GuestArrival } from './guest-arrival'
import type { LighthousePageResult } from './lighthouse'
import type { LoadResult } from './rsvp-load'
import type { TransferSummary } from './transfer'

export type BenchResults = {
  startedAt: string
  commit: string | null
  machine: { node: string; cpus: number; cpuModel: string; platform: string }
  options: {
    quick: boolean
    skipLighthouse: boolean
    ci: boolean
    lighthouseRuns: number
    rsvpRequests: number
  }
  bundles: ViewBundle[]
  lazyChunks: SizedFile[]
  transfer: TransferSummary[]
  lighthouse: LighthousePageResult[] | null
  axe: AxeRouteResult[]
  /** cold arrivals from a personal link on a slow phone */
  arrival: GuestArrival[]
  rsvp: LoadResult[]
  /** Seconds each phase took. */
  durations: Record<string, number>
}

type MeasuredParts = Pick<
  BenchResults,
  'bundles' | 'transfer' | 'lighthouse' | 'axe' | 'arrival' | 'rsvp'
>

/** The figures budgets refer to, flattened to "section.subject.figure" keys. */
export function collectMetrics(results: MeasuredParts): Metrics {
  const metrics: Record<string, number | undefined> = {}
  for (const bundle of results.bundles) {
    metrics[`bytes.${bundle.view}.firstViewJs`] = bundle.firstViewJsGzip
    metrics[`bytes.${bundle.view}.firstViewCss`] = bundle.firstViewCssGzip
    metrics[`bytes.${bundle.view}.staticJs`] = bundle.staticJsGzip
    metrics[`bytes.${bundle.view}.previewCode`] = bundle.previewCodeGzip
  }
  for (const summary of results.transfer) {
    const view = new URL(summary.url).pathname + new URL(summary.url).search
    metrics[`transfer.${view}.total`] = summary.totalBytes
    metrics[`transfer.${view}.js`] = summary.bytesByKind.js
  }
  for (const page of results.lighthouse ?? []) {
    for (const [figure, value] of Object.entries(page.median)) {
      metrics[`lighthouse.${page.path}.${figure}`] = value
    }
  }
  if (results.axe.length > 0) {
    metrics['axe.worstRoute'] = worstRoute(results.axe)
    metrics['axe.total'] = results.axe.reduce((total, route) => total + route.violations.length, 0)
  }
  // timings: the median run; bytes and layout shift: the worst run
  for (const { path, runs } of results.arrival) {
    metrics[`arrival.${path}.nameMs`] = median(runs.map((run) => run.nameMs))
    metrics[`arrival.${path}.liveMs`] = median(runs.map((run) => run.liveMs))
    metrics[`arrival.${path}.scriptBytes`] = Math.max(...runs.map((run) => run.scriptBytes))
    metrics[`arrival.${path}.cls`] = Math.max(...runs.map((run) => run.cls))
  }
  for (const load of results.rsvp) {
    for (const figure of ['p50', 'p95', 'p99', 'requestsPerSecond'] as const) {
      metrics[`rsvp.${load.function}.${load.clients}.${figure}`] = load[figure]
    }
    metrics[`rsvp.${load.function}.${load.clients}.errors`] = load.errors
  }
  return metrics
}

export function machineInfo(): BenchResults['machine'] {
  return {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    platform: `${os.platform()} ${os.release()}`,
  }
}
