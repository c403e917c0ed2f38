import { createClient } from '@supabase/supabase-js'
import { env } from '../../config/env'
import type { RsvpClient } from './call-rpc'
import type { Database } from './database-types'
import { fetchWithin } from './fetch-within'

/**
 * A supabase-js client for someone who signs in (the couple, a door helper): Supabase, or the
 * embedded server of the site's own origin (which ignores the key). The session stays in
 * localStorage under `storageKey` and is refreshed, so a reload (with no signal too) stays signed
 * in; two keys keep two people's sessions on one phone apart. With `timeoutMs`, every request
 * gives up after that long.
 */
export function createSignedInClient(storageKey: string, timeoutMs?: number): RsvpClient {
  const { url, anonKey } = env.supabase ?? { url: window.location.origin, anonKey: 'embedded' }
  return createClient<Database>(url, anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey },
    ...(timeoutMs ? { global: { fetch: fetchWithin(timeoutMs) } } : {}),
  })
}
