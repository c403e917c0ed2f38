import { parseArgs } from 'node:util'

export type BenchOptions = {
  quick: boolean
  skipLighthouse: boolean
  ci: boolean
  lighthouseRuns: number
  rsvpRequests: number
  /** A site already built as buildSite builds it (CI's embedded build, with --manifest). */
  built: string | undefined
}

export const usage = `npm run bench [-- options]
  --quick            one Lighthouse run per page instead of three
  --skip-lighthouse  no Lighthouse (its budgets read "skipped")
  --ci               exit 1 when a machine-independent budget is not met
  --requests N       RSVP API requests per function and client count (default 500)
  --built DIR        measure the site already built in DIR (vite build --mode embedded --manifest)
                     instead of building it again
  --help`

export function parseBenchArgs(argv: string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      'skip-lighthouse': { type: 'boolean', default: false },
      ci: { type: 'boolean', default: false },
      requests: { type: 'string', default: '500' },
      built: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  })
  if (values.help) return 'help'
  const rsvpRequests = Number(values.requests)
  if (!Number.isInteger(rsvpRequests) || rsvpRequests < 1 || rsvpRequests > 100_000) {
    throw new Error('--requests takes a whole number between 1 and 100000')
  }
  return {
    quick: values.quick,
    skipLighthouse: values['skip-lighthouse'],
    ci: values.ci,
    lighthouseRuns: values.quick ? 1 : 3,
    rsvpRequests,
    built: values.built,
  }
}
