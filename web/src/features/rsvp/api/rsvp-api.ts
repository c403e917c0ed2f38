import { env, type SupabaseConfig } from '../../../config/env'
import type { AnswerDetails } from '../../../lib/guest-list/guest-record'
import { parseInvitation, type Invitation } from './invitation'
import type { OpenedPase } from './opened-pase'
import {
  callRpc,
  type RpcArgs,
  type RpcCallArgs,
  type RpcName,
} from '../../../lib/guest-list/call-rpc'
import type { GuestRestClient } from '../../../lib/guest-list/guest-rest-client'
import { RpcError } from '../../../lib/guest-list/rpc-error'
import { RsvpError, rsvpErrorFrom } from './rsvp-error'
import { earlyAnswerData, takeEarlyLookup } from './early-lookup'

/** The two things a guest can do; failures throw RsvpError. */
export type RsvpApi = {
  findInvitation: (humanKey: string) => Promise<Invitation | null>
  respondInvitation: (
    humanKey: string,
    willAttend: boolean,
    confirmedTickets: number,
    /** who comes, with the family's message and song; left out when the couple asks none of it */
    details?: AnswerDetails,
  ) => Promise<Invitation>
  /** The read-only pase a QR's token opens, or null for an unknown token. */
  findPase: (token: string) => Promise<OpenedPase | null>
  /** Fetches what answering needs ahead of the guest's press; optional. */
  prepare?: () => void
}

/** The details as respond_invitation takes them; none when the form asked nothing. */
export function detailsArguments(
  details: AnswerDetails | undefined,
): Partial<RpcArgs<'respond_invitation'>> {
  if (!details) return {}
  return { p_people: details.people, p_message: details.message, p_song: details.song }
}

/** What respond_invitation answers: the updated invitation, or null for an unknown number. */
export function answeredInvitation(data: unknown): Invitation {
  // null rather than an error, so that the database keeps the miss and counts it
  if (data === null) throw new RsvpError('rsvp_not_found')
  return parseInvitation(data)
}

// The embedded API lives on the site's own server and ignores the key; Supabase needs one.
function embeddedApi(): SupabaseConfig {
  return { url: window.location.origin, anonKey: 'embedded' }
}

/**
 * Talks to Supabase, or to the embedded API, through the PostgREST client alone (the guest signs
 * in to nothing); it is loaded on the first call.
 */
export function createRsvpApi(config: SupabaseConfig | null = env.supabase): RsvpApi {
  let client: Promise<GuestRestClient> | undefined

  function connect(): Promise<GuestRestClient> {
    if (!client) {
      client = import('../../../lib/guest-list/guest-rest-client').then(
        ({ createGuestRestClient }) => createGuestRestClient(config ?? embeddedApi()),
      )
      // a failed chunk load may succeed on the next try
      client.catch(() => {
        client = undefined
      })
    }
    return client
  }

  // every failed call reaches the page as one of the failures it has a message for
  async function asGuestFailure(answer: Promise<unknown>): Promise<unknown> {
    try {
      return await answer
    } catch (error) {
      throw error instanceof RpcError ? rsvpErrorFrom(error) : error
    }
  }

  const call = <Fn extends RpcName>(fn: Fn, ...args: RpcCallArgs<Fn>) =>
    asGuestFailure(connect().then((supabase) => callRpc(supabase, fn, ...args)))

  function lookUp(humanKey: string): Promise<unknown> {
    // a personal link's page asked already, before this code had arrived (tooling/early-lookup.ts)
    const early = takeEarlyLookup(humanKey)
    return early
      ? asGuestFailure(earlyAnswerData(early))
      : call('find_invitation', { p_human_key: humanKey })
  }

  return {
    async findInvitation(humanKey) {
      const data = await lookUp(humanKey)
      return data === null ? null : parseInvitation(data)
    },
    async findPase(token) {
      // only a pase's QR link asks this: its reader stays out of the personal link's download
      const [data, { parseOpenedPase }] = await Promise.all([
        call('find_pase', { p_token: token }),
        import('./opened-pase'),
      ])
      return parseOpenedPase(data)
    },
    prepare() {
      void connect().catch(() => undefined)
    },
    async respondInvitation(humanKey, willAttend, confirmedTickets, details) {
      const data = await call('respond_invitation', {
        p_human_key: humanKey,
        p_will_attend: willAttend,
        p_confirmed_tickets: confirmedTickets,
        ...detailsArguments(details),
      })
      return answeredInvitation(data)
    },
  }
}
