import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { env } from '../../../config/env'

let client: SupabaseClient | undefined

/**
 * The couple's supabase-js client: Supabase, or the embedded server of the site's own origin
 * (which ignores the key). It keeps the session in localStorage and refreshes it, so a reload
 * stays signed in.
 */
export function coupleClient(): SupabaseClient {
  const { url, anonKey } = env.supabase ?? { url: window.location.origin, anonKey: 'embedded' }
  client ??= createClient(url, anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      storageKey: 'boda-novios-sesion',
    },
  })
  return client
}
