import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database-types'
import { rpcErrorFromResponse } from './rpc-error'

/** The one client type of the guest list: supabase-js typed by the generated database types. */
export type RsvpClient = SupabaseClient<Database>

type Functions = Database['public']['Functions']

/** The functions the database offers, by the names the migrations gave them. */
export type RpcName = keyof Functions

/** A function's arguments, as the generated types say (a function without any takes none). */
export type RpcArgs<Fn extends RpcName> = Functions[Fn]['Args']

/** callRpc's arguments after the name: none, or the function's arguments. */
export type RpcCallArgs<Fn extends RpcName> =
  RpcArgs<Fn> extends Record<PropertyKey, never> ? [] : [RpcArgs<Fn>]

/**
 * Calls one of the database's functions through PostgREST (Supabase or the embedded server) with
 * the arguments its generated type names, and returns its answer unchecked: each caller reads it
 * with the record's schema (guest-record.ts). Failures throw RpcError.
 */
export async function callRpc<Fn extends RpcName>(
  client: Pick<RsvpClient, 'rpc'>,
  fn: Fn,
  ...args: RpcCallArgs<Fn>
): Promise<unknown> {
  // supabase-js's own overloads cannot follow a generic name; the signature above checks instead
  const rpc = client.rpc as (name: string, args?: object) => ReturnType<RsvpClient['rpc']>
  const { data, error, status } = await rpc.call(client, fn, args[0] ?? {})
  if (error) throw rpcErrorFromResponse(error, status)
  return data
}
