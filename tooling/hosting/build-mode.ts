import type { Plugin } from 'vite'
import { supabaseFromEnv } from '../../web/src/config/supabase-project.ts'
import { sanityTargetFromEnv } from '../../web/src/config/sanity-api.ts'

/**
 * `vite build --mode embedded` (npm start, the e2e harness, the bench) may build without a
 * Supabase project and answer RSVPs from the preview server's embedded database. Every other
 * build is for a static host, where nothing answers /rest/v1 on the site's own origin.
 */
export const embeddedMode = 'embedded'

/**
 * Vite refuses a second `vite build`, `preview` or `dev` of the same mode in this folder while one
 * runs. The browser tests and the bench run several side by side on purpose, each into a folder and
 * onto a port of its own, so the commands they start pass this.
 */
export const besideOtherVites = '--bypass-lock'

export const missingBackendHint =
  'A production build (npm run build) needs VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY ' +
  '(Supabase: Project Settings > API); to try the site locally without accounts, run npm start.'

type BuildEnv = Record<string, string | undefined>

/** Why this build must stop, or null when it may go on. */
export function productionBackendProblem(env: BuildEnv, mode: string): string | null {
  if (mode === embeddedMode) return null
  try {
    if (supabaseFromEnv(env)) return null
    return `supabaseUrl is required.\n${missingBackendHint}`
  } catch (error) {
    return `${(error as Error).message}\n${missingBackendHint}`
  }
}

/** One line per source, so a build log says what the built site talks to. */
export function describeSources(env: BuildEnv): string[] {
  const sanity = sanityTargetFromEnv(env)
  const supabase = supabaseFromEnv(env)
  return [
    sanity
      ? `Content: Sanity project ${sanity.projectId}, dataset ${sanity.dataset} (${sanity.apiHost ?? 'API CDN'})`
      : 'Content: embedded dataset (content/data.ndjson), built into the site',
    supabase
      ? `RSVP: Supabase at ${supabase.url}`
      : 'RSVP: embedded database of the preview server (npm start only, not a static host)',
  ]
}

/** Stops a host's build that lacks its RSVP backend, and says which sources a build used. */
export function buildModeGuard(env: BuildEnv): Plugin {
  return {
    name: 'build-mode-guard',
    apply: 'build',
    config(_, { mode }) {
      const problem = productionBackendProblem(env, mode)
      if (!problem) return
      const error = new Error(problem)
      // Vite prints the stack of a failed build; the message alone is the whole story here.
      error.stack = problem
      throw error
    },
    buildStart() {
      // said once, by the browser build; the ssr build of the prerenderer has the same sources
      if (this.environment.name !== 'client') return
      for (const line of describeSources(env)) this.environment.logger.info(line)
    },
  }
}
