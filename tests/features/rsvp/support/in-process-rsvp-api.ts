import type { PGlite } from '@electric-sql/pglite'
import { parseInvitation, type Invitation } from '../../../../web/src/features/rsvp/api/invitation'
import {
  answeredInvitation,
  detailsArguments,
  type RsvpApi,
} from '../../../../web/src/features/rsvp/api/rsvp-api'
import type { AnswerDetails } from '../../../../web/src/lib/guest-list/guest-record'
import { runAsRole } from '../../../../server/rsvp/request-role'
import { requestHeaders } from '../../../../server/rsvp/run-rpc'
import { RsvpError, rsvpErrorFromResponse } from '../../../../web/src/features/rsvp/api/rsvp-error'

type DatabaseError = Error & { code: string; detail?: string }

function isDatabaseError(error: unknown): error is DatabaseError {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string'
}

/**
 * The page's API answered by the real SQL functions, called the way PostgREST calls them: in a
 * transaction, as anon, with the client address in request.headers. Errors become the same
 * RsvpError the browser gets from supabase-js.
 */
export class InProcessRsvpApi implements RsvpApi {
  /** Set to make every call fail as if the network were down. */
  offline = false
  private held: Promise<void> | null = null

  constructor(
    private readonly db: PGlite,
    private readonly clientAddress = '203.0.113.7',
  ) {}

  async findInvitation(humanKey: string): Promise<Invitation | null> {
    const result = await this.call('select public.find_invitation($1::text) as result', [humanKey])
    return result === null ? null : parseInvitation(result)
  }

  async respondInvitation(
    humanKey: string,
    willAttend: boolean,
    confirmedTickets: number,
    details?: AnswerDetails,
  ): Promise<Invitation> {
    // named arguments, as PostgREST calls it: details left out take the function's defaults
    const { p_people, p_message, p_song } = detailsArguments(details)
    const result = await this.call(
      `select public.respond_invitation(p_human_key => $1::text, p_will_attend => $2::boolean,
         p_confirmed_tickets => $3::int, p_people => $4::json, p_message => $5::text,
         p_song => $6::text) as result`,
      [
        humanKey,
        willAttend,
        confirmedTickets,
        p_people === undefined ? null : JSON.stringify(p_people),
        p_message ?? null,
        p_song ?? null,
      ],
    )
    return answeredInvitation(result)
  }

  /** Holds every answer back until the returned release is called, to see the waiting states. */
  hold(): () => void {
    let release = () => {}
    this.held = new Promise((resolve) => {
      release = () => {
        this.held = null
        resolve()
      }
    })
    return release
  }

  private async call(sql: string, params: unknown[]): Promise<unknown> {
    await this.held
    if (this.offline) throw new RsvpError('network', 'TypeError: Failed to fetch')
    try {
      const { rows } = await runAsRole(
        this.db,
        { role: 'anon', headers: requestHeaders(this.clientAddress) },
        (tx) => tx.query<{ result: unknown }>(sql, params),
      )
      return rows[0]?.result ?? null
    } catch (error) {
      if (!isDatabaseError(error)) throw error
      throw rsvpErrorFromResponse(
        { code: error.code, message: error.message, details: error.detail ?? null },
        400,
      )
    }
  }
}
