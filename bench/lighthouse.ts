import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { chromiumFlags, chromiumPath } from './chromium'
import { median } from './stats'

export type LighthouseFigures = {
  performance?: number
  accessibility?: number
  bestPractices?: number
  seo?: number
  fcp?: number
  lcp?: number
  tbt?: number
  cls?: number
}

export type LighthousePageResult = {
  path: string
  runs: LighthouseFigures[]
  median: LighthouseFigures
  /** Weighted accessibility, best-practice and SEO audits that lost points, in any run. */
  failingAudits: string[]
  warnings: string[]
}

type LhrFigures = {
  categories: Record<
    string,
    { score: number | null; auditRefs?: Array<{ id: string; weight: number }> } | undefined
  >
  audits: Record<
    string,
    { numericValue?: number; score?: number | null; title?: string } | undefined
  >
}

const score = (lhr: LhrFigures, id: string) => {
  const value = lhr.categories[id]?.score
  return typeof value === 'number' ? Math.round(value * 100) : undefined
}

export function figuresFromLhr(lhr: LhrFigures): LighthouseFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: lhr.audits['first-contentful-paint']?.numericValue,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue,
    tbt: lhr.audits['total-blocking-time']?.numericValue,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
  }
}

/** What cost points outside performance, as "category: audit-id (title)". */
export function failingAudits(lhr: LhrFigures): string[] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .flatMap((ref) => {
        const audit = lhr.audits[ref.id]
        return typeof audit?.score === 'number' && audit.score < 1
          ? [`${category}: ${ref.id} (${audit.title ?? ''})`]
          : []
      }),
  )
}

/** Each figure's own median over the runs (a run that failed to measure one is left out). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys: Array<keyof LighthouseFigures> = [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'fcp',
    'lcp',
    'tbt',
    'cls',
  ]
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]))
}

// `/` is `root`: as `home` its reports were overwritten by those of `/home`.
const slug = (pagePath: string) =>
  pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'

/**
 * Lighthouse's default config (mobile form factor, simulated throttling) in a fresh Debian
 * Chromium per run; each run's HTML report is kept for whoever goes after the figures.
 */
export async function runLighthouse(options: {
  baseUrl: string
  paths: string[]
  runs: number
  reportDir: string
  onRun?: (pagePath: string, run: number) => void
}): Promise<LighthousePageResult[]> {
  const results: LighthousePageResult[] = []
  for (const pagePath of options.paths) {
    const runs: LighthouseFigures[] = []
    const warnings = new Set<string>()
    const failing = new Set<string>()
    for (let run = 1; run <= options.runs; run++) {
      options.onRun?.(pagePath, run)
      const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
      try {
        const result = await lighthouse(`${options.baseUrl}${pagePath}`, {
          port: chrome.port,
          output: 'html',
          logLevel: 'error',
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`)
        const lhr: Result = result.lhr
        if (lhr.runtimeError) warnings.add(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
        for (const warning of lhr.runWarnings) warnings.add(String(warning))
        runs.push(figuresFromLhr(lhr))
        for (const audit of failingAudits(lhr)) failing.add(audit)
        const report = Array.isArray(result.report) ? result.report.join('') : result.report
        await writeFile(
          path.join(options.reportDir, `lighthouse-${slug(pagePath)}-${run}.html`),
          report,
        )
      } finally {
        chrome.kill()
      }
    }
    results.push({
      path: pagePath,
      runs,
      median: medianFigures(runs),
      failingAudits: [...failing],
      warnings: [...warnings],
    })
  }
  return results
}
