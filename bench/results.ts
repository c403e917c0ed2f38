import os from 'node:os'
import { median } from './stats'
import type { AxeRouteResult } from './axe'
import { worstRoute } from './axe'
import type { Metrics } from './budgets'
import type { SizedFile, ViewBundle } from './bundle-size'
import type { GuestArrival } from './guest-arrival'
import type { GuestTask } from './guest-task'
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
  /** a guest who comes, from the personal link to the saved answer, on the same phone */
  task: GuestTask | null
  rsvp: LoadResult[]
  /** Seconds each phase took. */
  durations: Record<string, number>
}

type MeasuredParts = Pick<
  BenchResults,
  'bundles' | 'transfer' | 'lighthouse' | 'axe' | 'arrival' | 'rsvp'
> & { task?: GuestTask | null }

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
  const taskRuns = results.task?.runs ?? []
  if (taskRuns.length > 0) {
    for (const figure of ['nameMs', 'tapMs', 'typedMs', 'savedMs'] as const) {
      metrics[`task.attend.${figure}`] = median(taskRuns.map((run) => run[figure]))
    }
    metrics['task.attend.scriptBytes'] = Math.max(...taskRuns.map((run) => run.scriptBytes))
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
