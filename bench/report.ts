import { budgetSection } from './budget-table'
import type { BudgetLine } from './budgets'
import type { BenchResults } from './results'
import { formatTable, heading, kB, ms, num, truncate } from './table'

function bundleSection(results: BenchResults): string {
  const views = formatTable(
    [
      'first view',
      'entry+static JS',
      'entry+static CSS',
      'lazy loaded',
      'first-view JS',
      'first-view CSS',
    ],
    results.bundles.map((bundle) => [
      bundle.view,
      kB(bundle.staticJsGzip),
      kB(bundle.staticCssGzip),
      kB(bundle.lazyLoaded.reduce((total, file) => total + file.gzip, 0)),
      kB(bundle.firstViewJsGzip),
      kB(bundle.firstViewCssGzip),
    ]),
  )
  const loadedBy = (file: string) =>
    results.bundles
      .filter((bundle) => bundle.lazyLoaded.some((loaded) => loaded.file === file))
      .map((bundle) => bundle.view)
      .join(', ')
  const lazy = formatTable(
    ['lazy chunk', 'gzip', 'loaded by the first view of'],
    [...results.lazyChunks]
      .sort((a, b) => b.gzip - a.gzip)
      .map((chunk) => [chunk.label, kB(chunk.gzip), loadedBy(chunk.file)]),
    ['left', 'right', 'left'],
  )
  return [
    heading('JavaScript and CSS of the first view (gzip, from the build manifest)'),
    'entry+static = index.html entry and its static imports; lazy loaded = lazy chunks the view',
    'requested while loading (phone, until network idle); first view = the two together.',
    views,
    '',
    lazy,
  ].join('\n')
}

function transferSection(results: BenchResults): string {
  return [
    heading(
      'Downloaded by a phone (390×844 CSS px at 3×, empty cache, until network idle; wire bytes)',
    ),
    formatTable(
      [
        'page',
        'requests',
        'total',
        'JS',
        'CSS',
        'images',
        'fonts',
        'HTML',
        'data+other',
        '3rd-party',
      ],
      results.transfer.map((summary) => [
        new URL(summary.url).pathname + new URL(summary.url).search,
        String(summary.requests),
        kB(summary.totalBytes),
        kB(summary.bytesByKind.js),
        kB(summary.bytesByKind.css),
        kB(summary.bytesByKind.image),
        kB(summary.bytesByKind.font),
        kB(summary.bytesByKind.document),
        kB(summary.bytesByKind.data + summary.bytesByKind.other),
        String(summary.thirdPartyRequests.length),
      ]),
    ),
  ].join('\n')
}

function lighthouseSection(results: BenchResults): string {
  const title = heading('Lighthouse, default mobile settings (simulated throttling), median')
  if (!results.lighthouse) return `${title}\nskipped (--skip-lighthouse)`
  const warnings = results.lighthouse.flatMap((page) =>
    page.warnings.map((warning) => `  ${page.path}: ${warning}`),
  )
  const failing = results.lighthouse.flatMap((page) =>
    page.failingAudits.map((audit) => `  ${page.path}  ${audit}`),
  )
  return [
    title,
    formatTable(
      ['page', 'runs', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
      results.lighthouse.map(({ path, runs, median }) => [
        path,
        String(runs.length),
        num(median.performance),
        num(median.accessibility),
        num(median.bestPractices),
        num(median.seo),
        ms(median.fcp),
        ms(median.lcp),
        ms(median.tbt),
        median.cls === undefined ? '–' : median.cls.toFixed(3),
      ]),
    ),
    ...(failing.length > 0 ? ['Audits that cost points (any run):', ...failing] : []),
    ...(warnings.length > 0 ? ['Lighthouse warnings:', ...warnings] : []),
  ].join('\n')
}

function axeSection(results: BenchResults): string {
  const routes = [...new Set(results.axe.map((result) => result.route))]
  const count = (route: string, viewport: string) => {
    const result = results.axe.find((r) => r.route === route && r.viewport === viewport)
    if (!result) return '–'
    return result.error ? 'error' : String(result.violations.length)
  }
  const details = results.axe.flatMap((result) => [
    ...(result.error
      ? [[result.route, result.viewport, 'axe did not run', '', '', result.error]]
      : []),
    ...result.violations.map((violation) => [
      result.route,
      result.viewport,
      violation.id,
      violation.impact,
      String(violation.nodes),
      violation.targets.map((target) => truncate(target, 48)).join(' | '),
    ]),
  ])
  return [
    heading('axe-core violations per route (default rules)'),
    formatTable(
      ['route', 'phone', 'desktop'],
      routes.map((route) => [route, count(route, 'phone'), count(route, 'desktop')]),
    ),
    ...(details.length > 0
      ? [
          '',
          formatTable(['route', 'width', 'rule', 'impact', 'nodes', 'first targets'], details, [
            'left',
            'left',
            'left',
            'left',
            'right',
            'left',
          ]),
        ]
      : []),
  ].join('\n')
}

function arrivalSection(results: BenchResults): string {
  return [
    heading('A guest taps the personal link (390 px phone, 150 ms, 1.6 Mbps, CPU 4×; each run)'),
    "name = the family's name painted; live = a tap on the form takes effect; JS before the first tap",
    formatTable(
      ['address', 'name', 'live', 'JS', 'layout shift'],
      results.arrival.flatMap(({ path, runs }) =>
        runs.map((run) => [
          path,
          ms(run.nameMs),
          ms(run.liveMs),
          kB(run.scriptBytes),
          num(run.cls),
        ]),
      ),
      ['left', 'right', 'right', 'right', 'right'],
    ),
  ].join('\n')
}

function taskSection(results: BenchResults): string {
  if (!results.task) return ''
  const { invitations, runs } = results.task
  return [
    heading('A guest who comes: two people, their names, Enviar (same phone; each run)'),
    'name = painted; tap = the number of people taken; typed = the first letter of a name in its box; ' +
      'saved = the answer on screen; JS before saving',
    formatTable(
      ['address', 'name', 'tap', 'typed', 'saved', 'JS'],
      runs.map((run, index) => [
        `/rsvp?invitation=${invitations[index]}`,
        ms(run.nameMs),
        ms(run.tapMs),
        ms(run.typedMs),
        ms(run.savedMs),
        kB(run.scriptBytes),
      ]),
      ['left', 'right', 'right', 'right', 'right', 'right'],
    ),
  ].join('\n')
}

function rsvpSection(results: BenchResults): string {
  return [
    heading('Embedded RSVP API under load (preview server, loopback)'),
    formatTable(
      ['function', 'clients', 'requests', 'errors', 'p50', 'p95', 'p99', 'req/s'],
      results.rsvp.map((load) => [
        load.function,
        String(load.clients),
        String(load.requests),
        String(load.errors),
        ms(load.p50),
        ms(load.p95),
        ms(load.p99),
        String(load.requestsPerSecond),
      ]),
    ),
  ].join('\n')
}

export function formatReport(results: BenchResults, budgets: BudgetLine[]): string {
  const { machine, options } = results
  const durations = Object.entries(results.durations)
    .map(([phase, seconds]) => `${phase} ${seconds.toFixed(0)} s`)
    .join(', ')
  return [
    `npm run bench · ${results.startedAt} · commit ${results.commit ?? 'unknown'}`,
    `Node ${machine.node} · ${machine.cpus} × ${machine.cpuModel} · embedded defaults` +
      ` · Lighthouse runs ${options.skipLighthouse ? 0 : options.lighthouseRuns}` +
      ` · ${options.rsvpRequests} RSVP requests per scenario`,
    bundleSection(results),
    transferSection(results),
    lighthouseSection(results),
    axeSection(results),
    arrivalSection(results),
    taskSection(results),
    rsvpSection(results),
    budgetSection(budgets),
    '',
    `Took ${durations}.`,
  ].join('\n')
}
