import { sanityProjectFromEnv, sanityStudioUrlFromEnv } from './sanity-project'
import { supabaseFromEnv } from './supabase-project'

export type { SupabaseConfig } from './supabase-project'

/** Every environment variable the site reads, checked once. Unset means the embedded default. */
export const env = {
  sanity: sanityProjectFromEnv(import.meta.env),
  /** The couple's Studio, whose preview may show the site with drafts (see content/preview). */
  sanityStudioUrl: sanityStudioUrlFromEnv(import.meta.env),
  supabase: supabaseFromEnv(import.meta.env),
}
