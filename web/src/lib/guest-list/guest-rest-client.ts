import { PostgrestClient } from '@supabase/postgrest-js'
import { version } from '@supabase/supabase-js/package.json'
import type { SupabaseConfig } from '../../config/supabase-project'
import type { Database } from './database-types'

/** The PostgREST client supabase-js wraps, typed by the generated database types. */
export type GuestRestClient = PostgrestClient<Database>

/** What supabase-js says of itself in a browser; the guest's requests say the same. */
export const supabaseClientInfo = `supabase-js/${version}; runtime=web`

/**
 * A client for the guests' calls, which need no sign-in: only the PostgREST client of supabase-js
 * (about a sixth of it), sending what supabase-js's `rpc` sends (address, apikey, bearer anon key,
 * schema and X-Client-Info), without its Auth, Realtime, Storage and Functions clients.
 */
export function createGuestRestClient({ url, anonKey }: SupabaseConfig): GuestRestClient {
  const base = url.endsWith('/') ? url : `${url}/`
  return new PostgrestClient<Database>(new URL('rest/v1', base).href, {
    headers: {
      'X-Client-Info': supabaseClientInfo,
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
    },
    schema: 'public',
  })
}
