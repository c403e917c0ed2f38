import { sanityApiOrigins, sanityTargetFromEnv } from '../../web/src/config/sanity-api.ts'
import { sanityStudioUrlFromEnv } from '../../web/src/config/sanity-studio.ts'
import { supabaseFromEnv } from '../../web/src/config/supabase-project.ts'

/** The other hosts a guest's browser may talk to, derived from the build's variables. */
export type SiteOrigins = {
  /** The Supabase project the RSVP page calls, or null for the embedded API on this origin. */
  supabase: string | null
  /** Sanity's API hosts for the configured project (content and its refresh), or none. */
  sanityApi: string[]
  /** The couple's Studio, the only page allowed to frame the site (its preview). */
  studio: string | null
}

type OriginsEnv = Record<string, string | undefined>

function originOf(variable: string, value: string | undefined): string | null {
  const trimmed = value?.trim()
  if (!trimmed) return null
  try {
    const url = new URL(trimmed)
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin
  } catch {
    // reported below
  }
  throw new Error(`${variable} "${trimmed}" is not an http(s) URL`)
}

export function siteOriginsFromEnv(env: OriginsEnv): SiteOrigins {
  const sanity = sanityTargetFromEnv(env)
  const supabase = supabaseFromEnv(env)
  const studioUrl = sanityStudioUrlFromEnv(env)
  return {
    supabase: supabase && originOf('VITE_SUPABASE_URL', supabase.url),
    sanityApi: sanity ? sanityApiOrigins(sanity) : [],
    studio: studioUrl && new URL(studioUrl).origin,
  }
}
