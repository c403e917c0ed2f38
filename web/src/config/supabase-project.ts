export type SupabaseConfig = { url: string; anonKey: string }

type SupabaseEnv = { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string }

/**
 * The Supabase project the RSVP page talks to, or null for the embedded API of the site's own
 * server. Half a configuration throws, so a deploy missing one variable fails loudly.
 */
export function supabaseFromEnv(source: SupabaseEnv): SupabaseConfig | null {
  const url = source.VITE_SUPABASE_URL?.trim()
  const anonKey = source.VITE_SUPABASE_ANON_KEY?.trim()
  if (!url && !anonKey) return null
  if (!url) throw new Error('supabaseUrl is required.')
  if (!anonKey) throw new Error('supabaseKey is required.')
  if (!/^https?:\/\/[^/\s]+/.test(url)) {
    throw new Error(`VITE_SUPABASE_URL "${url}" is not an http(s) URL`)
  }
  return { url, anonKey }
}
