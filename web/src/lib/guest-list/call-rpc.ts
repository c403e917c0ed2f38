import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database-types'
import type { GuestRestClient } from './guest-rest-client'
import { rpcErrorFromResponse, type PostgrestErrorBody } from './rpc-error'

/** The one client type of the guest list: supabase-js typed by the generated database types. */
export type RsvpClient = SupabaseClient<Database>

type Functions = Database['public']['Functions']

/** The functions the database offers, by the names the migrations gave them. */
export type RpcName = keyof Functions

/** A function's arguments, as the generated types say (a function without any takes none). */
export type RpcArgs<Fn extends RpcName> = Functions[Fn]['Args']

/**
 * What a function answers, as the generated types say: a composite or table row as one object, a
 * set as an array, json as Json (read with the record's schema).
 */
export type RpcReturns<Fn extends RpcName> = Functions[Fn]['Returns']

/** callRpc's arguments after the name: none, or the function's arguments. */
export type RpcCallArgs<Fn extends RpcName> =
  RpcArgs<Fn> extends Record<PropertyKey, never> ? [] : [RpcArgs<Fn>]

/** What a call answers: PostgREST's data, or its error and the HTTP status (0: no answer). */
type RpcAnswer = { data: unknown; error: PostgrestErrorBody | null; status: number }

/** Any client with supabase-js's `rpc`: supabase-js itself, or the PostgREST client it wraps. */
export type RpcClient = Pick<RsvpClient, 'rpc'> | Pick<GuestRestClient, 'rpc'>

/**
 * Calls one of the database's functions through PostgREST (Supabase or the embedded server) with
 * the arguments its generated type names, and returns its answer as the generated types describe
 * it: a function of composite type answers its record, one answering json is read by the caller
 * with the record's schema (guest-record.ts). Failures throw RpcError.
 */
export async function callRpc<Fn extends RpcName>(
  client: RpcClient,
  fn: Fn,
  ...args: RpcCallArgs<Fn>
): Promise<RpcReturns<Fn>> {
  // supabase-js's own overloads cannot follow a generic name; the signature above checks instead
  const rpc = client.rpc as (name: string, args?: object) => PromiseLike<RpcAnswer>
  const { data, error, status } = await rpc.call(client, fn, args[0] ?? {})
  if (error) throw rpcErrorFromResponse(error, status)
  // PostgREST answers each function as its return type says (the embedded server too)
  return data as RpcReturns<Fn>
}
