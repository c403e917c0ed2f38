import { createClient } from '@supabase/supabase-js'
import { env } from '../../../config/env'
import type { RsvpClient } from '../../../lib/guest-list/call-rpc'
import type { Database } from '../../../lib/guest-list/database-types'

let client: RsvpClient | undefined

/**
 * The couple's supabase-js client: Supabase, or the embedded server of the site's own origin
 * (which ignores the key). It keeps the session in localStorage and refreshes it, so a reload
 * stays signed in.
 */
export function coupleClient(): RsvpClient {
  const { url, anonKey } = env.supabase ?? { url: window.location.origin, anonKey: 'embedded' }
  client ??= createClient<Database>(url, anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      storageKey: 'boda-novios-sesion',
    },
  })
  return client
}
