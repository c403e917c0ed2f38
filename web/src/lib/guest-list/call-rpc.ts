import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database-types'
import { rpcErrorFromResponse } from './rpc-error'

/** The functions the database offers, by the names the migrations gave them. */
export type RpcName = keyof Database['public']['Functions']

/**
 * Calls one of the database's functions through PostgREST (Supabase or the embedded server) and
 * returns its answer unchecked: each caller checks the shape it expects. Failures throw RpcError.
 */
export async function callRpc(
  client: Pick<SupabaseClient, 'rpc'>,
  fn: RpcName,
  args: Record<string, unknown> = {},
): Promise<unknown> {
  const { data, error, status } = await client.rpc(fn, args)
  if (error) throw rpcErrorFromResponse(error, status)
  return data
}
