import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js'
import * as v from 'valibot'
import { RpcError } from '../../../lib/guest-list/rpc-error'
import { readRecord } from '../../../lib/guest-list/guest-record'
import { coupleClient } from '../../../lib/couple/api/couple-client'

/** One door helper on the couple's list (couple_door_helpers): the email and when it was added. */
export const doorHelperSchema = v.object({ email: v.string(), added_at: v.string() })
export type DoorHelper = v.InferOutput<typeof doorHelperSchema>

const answerSchema = v.object({
  helpers: v.array(doorHelperSchema),
  account: v.picklist(['created', 'reset', 'deleted', 'kept']),
})

/** What the door-helpers function did: the list as it now is, and what became of the account. */
export type DoorHelpersAnswer = v.InferOutput<typeof answerSchema>

export type DoorHelpersRequest =
  { action: 'add'; email: string; password: string } | { action: 'remove'; email: string }

/**
 * A refusal of the function as an RpcError the dashboard's messages know: door_helpers_<error>
 * (door_helpers_weak_password …), door_helpers_not_deployed for Supabase's 404, http_<status>
 * when the body says nothing, network without an answer.
 */
async function functionError(error: unknown): Promise<RpcError> {
  if (error instanceof FunctionsFetchError) return new RpcError('network', error.message)
  if (error instanceof FunctionsHttpError && error.context instanceof Response) {
    const response = error.context
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null
    // Supabase's own answer for a function never deployed
    if (response.status === 404) return new RpcError('door_helpers_not_deployed', 'Not deployed')
    // Supabase's gateway refuses an expired or unknown token before the function runs
    if (response.status === 401) return new RpcError('door_helpers_no_authorization', 'Signed out')
    return typeof body?.error === 'string'
      ? new RpcError(`door_helpers_${body.error}`, body.error)
      : new RpcError(`http_${response.status}`, `HTTP ${response.status}`)
  }
  return new RpcError('unexpected', error instanceof Error ? error.message : String(error))
}

/**
 * Calls the door-helpers function (supabase/functions/door-helpers on Supabase, the embedded
 * server's own otherwise) with the couple's session, which supabase-js sends for them.
 */
export async function callDoorHelpers(body: DoorHelpersRequest): Promise<DoorHelpersAnswer> {
  const { data, error } = await coupleClient().functions.invoke('door-helpers', { body })
  if (error) throw await functionError(error)
  return readRecord(answerSchema, data, 'The door helpers function')
}
