import { createClient } from '@supabase/supabase-js'
import { env } from '../../../config/env'
import type { RsvpClient } from '../../../lib/guest-list/call-rpc'
import type { Database } from '../../../lib/guest-list/database-types'

let client: RsvpClient | undefined

/**
 * The door's supabase-js client: its own session key, so a phone used at the door and by one of
 * the couple keeps two sessions apart; the session stays through reloads with no signal.
 */
export function doorClient(): RsvpClient {
  const { url, anonKey } = env.supabase ?? { url: window.location.origin, anonKey: 'embedded' }
  client ??= createClient<Database>(url, anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      storageKey: 'boda-puerta-sesion',
    },
  })
  return client
}
