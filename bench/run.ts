/**
 * npm run bench: builds the site, serves it as `npm start` does, and measures what a guest's
 * phone gets: bytes, Lighthouse, axe-core and the RSVP API under load, against bench/budgets.json.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseBenchArgs, usage } from './args'
import { runAxe } from './axe'
import { ciFailures, evaluateBudgets, loadBudgets } from './budgets'
import { buildSite, repoRoot } from './build'
import { launchChromium } from './chromium'
import { currentCommit } from './commit'
import { measureFirstViews } from './first-views'
import { measureGuestArrivals } from './guest-arrival'
import { measureGuestTasks } from './guest-task'
import { runLighthouse } from './lighthouse'
import { formatReport } from './report'
import { collectMetrics, machineInfo, type BenchResults } from './results'
import { loadRsvpApi } from './rsvp-load'
import { serveSite, type RunningSite } from './serve'
import { siteAddresses } from '../tooling/site-addresses'

const firstViews = ['/', '/rsvp?invitation=001']
// a guest's personal link, unanswered and answered (the demo data's 001 and 002)
const arrivals = ['/rsvp?invitation=001', '/rsvp?invitation=002']
// the invitation and RSVP under both their addresses, and two template pages
const lighthousePages = ['/', '/home', '/rsvp', '/rsvp-form', '/404', '/login']

const parsed = parseBenchArgs(process.argv.slice(2))
if (parsed === 'help') {
  console.log(usage)
  process.exit(0)
}
const options = parsed

const resultsDir = path.join(repoRoot, 'bench-results')
const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'))
const outDir = options.built ? path.resolve(options.built) : path.join(workDir, 'dist')
let site: RunningSite | undefined

const cleanUp = async () => {
  await site?.stop()
  await rm(workDir, { recursive: true, force: true })
}
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)))

const durations: Record<string, number> = {}
async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  process.stderr.write(`bench: ${name}…\n`)
  try {
    return await work()
  } finally {
    durations[name] = (performance.now() - started) / 1000
  }
}

const startedAt = new Date().toISOString()
const benchStarted = performance.now()
let results: BenchResults
try {
  await mkdir(resultsDir, { recursive: true })
  if (!options.built) await phase('build', () => buildSite(outDir))
  site = await serveSite({ outDir, dataDir: path.join(workDir, 'rsvp') })
  const { baseUrl } = site

  const browser = await launchChromium()
  const { transfer, bundles, lazyChunks, axe, lighthouse, arrival, task } = await (async () => {
    try {
      const views = await phase('bytes', () =>
        measureFirstViews(browser, baseUrl, outDir, firstViews),
      )
      const arrival = await phase('arrival', () =>
        measureGuestArrivals(browser, baseUrl, arrivals, options.lighthouseRuns),
      )
      const routes = await siteAddresses()
      const axe = () => phase('axe', () => runAxe(browser, baseUrl, routes))
      const lighthouse = async () =>
        options.skipLighthouse
          ? null
          : phase('lighthouse', () =>
              runLighthouse({
                baseUrl,
                paths: lighthousePages,
                runs: options.lighthouseRuns,
                reportDir: resultsDir,
                onRun: (page, run) =>
                  process.stderr.write(
                    `bench:   Lighthouse ${page} run ${run}/${options.lighthouseRuns}\n`,
                  ),
              }),
            )
      // --ci gates neither phase's timings, only what they find (violations, scores, layout
      // shift), so they share the machine there: axe mostly waits for each route to go quiet.
      // Otherwise Lighthouse measures alone.
      const [axeFound, lighthouseFound] = options.ci
        ? await Promise.all([axe(), lighthouse()])
        : [await axe(), await lighthouse()]
      // after the pages axe reads, since each run saves an answer
      const task = await phase('task', () =>
        measureGuestTasks(browser, baseUrl, options.lighthouseRuns),
      )
      return { ...views, arrival, axe: axeFound, lighthouse: lighthouseFound, task }
    } finally {
      await browser.close()
    }
  })()

  // last, so the answers it writes touch nothing the other measurements look at
  const rsvp = await phase('rsvp', () => loadRsvpApi({ baseUrl, requests: options.rsvpRequests }))

  durations.total = (performance.now() - benchStarted) / 1000
  results = {
    startedAt,
    commit: await currentCommit(repoRoot),
    machine: machineInfo(),
    options: {
      quick: options.quick,
      skipLighthouse: options.skipLighthouse,
      ci: options.ci,
      lighthouseRuns: options.lighthouseRuns,
      rsvpRequests: options.rsvpRequests,
    },
    bundles,
    lazyChunks,
    transfer,
    lighthouse,
    axe,
    arrival,
    task,
    rsvp,
    durations,
  }
} finally {
  await cleanUp()
}

const metrics = collectMetrics(results)
const budgets = evaluateBudgets(
  await loadBudgets(path.join(repoRoot, 'bench/budgets.json')),
  metrics,
  new Set(options.skipLighthouse ? ['lighthouse'] : []),
)
console.log(formatReport(results, budgets))

const json = `${JSON.stringify({ ...results, metrics, budgets }, null, 2)}\n`
await writeFile(path.join(resultsDir, 'latest.json'), json)
const stamp = `${startedAt.replace(/[:.]/g, '-')}-${results.commit?.slice(0, 7) ?? 'nocommit'}`
await writeFile(path.join(resultsDir, `bench-${stamp}.json`), json)
console.log(`Figures written to bench-results/latest.json and bench-results/bench-${stamp}.json.`)

const failures = ciFailures(budgets)
if (options.ci && failures.length > 0) {
  console.log(
    `\n--ci: ${failures.length} machine-independent budget(s) not met: ` +
      failures.map((line) => line.label).join('; '),
  )
  process.exitCode = 1
}
