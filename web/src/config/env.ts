import { sanityProjectFromEnv } from './sanity-project'
import { supabaseFromEnv } from './supabase-project'

export type { SupabaseConfig } from './supabase-project'

/** Every environment variable the site reads, checked once. Unset means the embedded default. */
export const env = {
  sanity: sanityProjectFromEnv(import.meta.env),
  supabase: supabaseFromEnv(import.meta.env),
}

/**
 * Whether this build reads a Sanity project, as a constant the bundler can fold: only such a
 * build has a Studio preview, so an embedded build leaves even its door out.
 */
export const readsSanityProject = !!import.meta.env.VITE_SANITY_PROJECT_ID
