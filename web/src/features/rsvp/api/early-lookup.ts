import { rpcErrorFromResponse, type PostgrestErrorBody } from '../../../lib/guest-list/rpc-error.ts'

/** What the page's early look-up (tooling/early-lookup.ts) answered: PostgREST's status and body. */
export type EarlyAnswer = { status: number; body: string }

/** The look-up the prerendered page started for the number in its address, before the app ran. */
export type EarlyLookup = { key: string; answer: Promise<EarlyAnswer> }

/** Where the page leaves its early look-up for the app; a name the app and the page agree on. */
export const earlyLookupGlobal = '__rsvpEarlyLookup'

/**
 * Marks the element where the page's early look-up writes the family's name before the app runs:
 * the first thing a guest with a personal link sees (see EarlyName).
 */
export const earlyNameAttribute = 'data-early-name'

type WithEarlyLookup = { [earlyLookupGlobal]?: EarlyLookup }

/**
 * The early look-up of `key`, taken once: later searches ask the database themselves, since the
 * answer may have changed.
 */
export function takeEarlyLookup(key: string): Promise<EarlyAnswer> | null {
  if (typeof window === 'undefined') return null
  const holder = window as unknown as WithEarlyLookup
  const early = holder[earlyLookupGlobal]
  if (!early || early.key !== key) return null
  delete holder[earlyLookupGlobal]
  return early.answer
}

function parseBody(body: string): unknown {
  return body === '' ? null : JSON.parse(body)
}

/**
 * The early answer read as supabase-js reads a response of PostgREST: the data of a 2xx, else its
 * error body; a request that got no answer is status 0, as supabase-js reports it.
 */
export async function earlyAnswerData(answer: Promise<EarlyAnswer>): Promise<unknown> {
  let status: number
  let body: string
  try {
    ;({ status, body } = await answer)
  } catch (error) {
    throw rpcErrorFromResponse({ message: String(error) }, 0)
  }
  if (status >= 200 && status < 300) return parseBody(body)
  let error: PostgrestErrorBody
  try {
    error = parseBody(body) as PostgrestErrorBody
  } catch {
    error = { message: body }
  }
  throw rpcErrorFromResponse(error ?? {}, status)
}
