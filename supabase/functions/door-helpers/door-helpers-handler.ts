// The door-helpers function's rules, shared by the Edge Function (index.ts, on Supabase) and the
// embedded server (server/functions/door-helpers.ts): one contract, two backends. Its imports name
// their .ts files, as Deno needs; the site's TypeScript reads them the same.

import { readLimitedText } from '../_shared/read-body.ts'

/** One door helper on the couple's list (couple_door_helpers). */
export type DoorHelper = { email: string; added_at: string }

export type EmailStatus = { coupleMember: boolean; doorHelper: boolean }

/** Auth refused the password by the project's own rules (longer, or with digits …). */
export class WeakPassword extends Error {}

/**
 * What the function needs: each call the caller's own Authorization where the couple's rights
 * decide, the service role only for Auth and for the one question the couple may not ask.
 */
export type DoorHelpersBackend = {
  /** is_couple_member(), asked with the caller's Authorization: the database decides who it is. */
  isCoupleMember: (authorization: string) => Promise<boolean>
  /** door_helper_email_status, with the service role. */
  emailStatus: (email: string) => Promise<EmailStatus>
  /** Auth admin: a new confirmed account, or this password for the existing one. */
  setPassword: (email: string, password: string) => Promise<'created' | 'reset'>
  /** Auth admin: deletes the email's account (and so its sessions), when there is one. */
  deleteAccount: (email: string) => Promise<boolean>
  /** couple_add_door_helper with the caller's Authorization: the list as the couple reads it. */
  addHelper: (authorization: string, email: string) => Promise<DoorHelper[]>
  /** couple_remove_door_helper with the caller's Authorization. */
  removeHelper: (authorization: string, email: string) => Promise<DoorHelper[]>
}

export type DoorHelpersRequest =
  { action: 'add'; email: string; password: string } | { action: 'remove'; email: string }

export type DoorHelpersAnswer = {
  helpers: DoorHelper[]
  /** What became of the account: made, given the new password, deleted, or kept (the couple's). */
  account: 'created' | 'reset' | 'deleted' | 'kept'
}

/** The codes of a refusal (`{ error, message }`), which the dashboard turns into Spanish. */
export type DoorHelpersErrorCode =
  | 'method_not_allowed'
  | 'not_json'
  | 'too_large'
  | 'no_authorization'
  | 'not_couple'
  | 'invalid_json'
  | 'invalid_body'
  | 'invalid_email'
  | 'weak_password'
  | 'couple_email'
  | 'unavailable'

/** An email and a password, with room to spare; a request of the couple is never near it. */
export const maxBodyBytes = 4 * 1024

/** As the CLI (npm run door:add) and the embedded Auth ask; Supabase Auth's own minimum is 6. */
export const minimumPasswordLength = 8
/** Supabase Auth (bcrypt) refuses longer ones. */
export const maximumPasswordLength = 72

// ASCII only: a letter that looks like another, or an invisible character pasted from a chat,
// would make an account no one can type at the door
const emailShape =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/

/** The email as the accounts keep it, or null when it is not one the door can sign in with. */
export function normalizedEmail(value: string): string | null {
  // only the spaces a person types around it; anything else stays and is refused
  const email = value.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '').toLowerCase()
  return email.length <= 254 && emailShape.test(email) ? email : null
}

export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-max-age': '86400',
}

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      ...corsHeaders,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  })

const refuse = (
  status: number,
  error: DoorHelpersErrorCode,
  message: string,
  headers?: Record<string, string>,
) => reply(status, { error, message }, headers)

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The request's fields, exactly these and of these types, or null. */
export function parseRequest(value: unknown): DoorHelpersRequest | null {
  if (!isObject(value)) return null
  const keys = Object.keys(value).sort().join(',')
  if (
    value.action === 'add' &&
    keys === 'action,email,password' &&
    typeof value.email === 'string' &&
    typeof value.password === 'string'
  ) {
    return { action: 'add', email: value.email, password: value.password }
  }
  if (value.action === 'remove' && keys === 'action,email' && typeof value.email === 'string') {
    return { action: 'remove', email: value.email }
  }
  return null
}

const bearer = (authorization: string | null) =>
  /^bearer\s+\S+\s*$/i.test(authorization ?? '') ? authorization!.trim() : null

export type DoorHelpersHandlerOptions = {
  backend: DoorHelpersBackend
  logError?: (message: string, error: unknown) => void
}

/**
 * POST {action: 'add', email, password} or {action: 'remove', email}, with the couple's session:
 * makes the door helper's account (or gives it the new password) and puts the email on the door's
 * list, or takes it off and deletes the account (never one of the couple's). Answers the list.
 */
export function createDoorHelpersHandler({ backend, logError }: DoorHelpersHandlerOptions) {
  const log = logError ?? ((message, error) => console.error(message, error))
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: corsHeaders })
    }
    if (request.method !== 'POST') {
      return refuse(405, 'method_not_allowed', 'POST only', { allow: 'POST, OPTIONS' })
    }
    // JSON only: a form or text/plain POST from another site would skip the browser's preflight
    if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type')?.trim() ?? '')) {
      return refuse(415, 'not_json', 'The body must be application/json')
    }
    const authorization = bearer(request.headers.get('authorization'))
    if (!authorization) {
      return refuse(401, 'no_authorization', 'Sign in as one of the couple first')
    }
    const text = await readLimitedText(request, maxBodyBytes)
    if (text === null) {
      return refuse(413, 'too_large', `The body is over ${maxBodyBytes} bytes`, {
        connection: 'close',
      })
    }

    try {
      if (!(await backend.isCoupleMember(authorization))) {
        return refuse(403, 'not_couple', 'Only the couple may change who works the door')
      }
      let json: unknown
      try {
        json = text === undefined ? undefined : JSON.parse(text)
      } catch {
        json = undefined
      }
      if (json === undefined) return refuse(400, 'invalid_json', 'The body is not JSON')
      const parsed = parseRequest(json)
      if (!parsed) {
        const message = 'Send {action: "add", email, password} or {action: "remove", email}'
        return refuse(400, 'invalid_body', message)
      }
      const email = normalizedEmail(parsed.email)
      if (!email) return refuse(400, 'invalid_email', 'Not an email the door can sign in with')
      const status = await backend.emailStatus(email)

      if (parsed.action === 'remove') {
        const helpers = await backend.removeHelper(authorization, email)
        // an account goes only when it was the door's, and never one of the couple's
        const deleted =
          status.doorHelper && !status.coupleMember && (await backend.deleteAccount(email))
        return reply(200, { helpers, account: deleted ? 'deleted' : 'kept' })
      }

      const { password } = parsed
      if (password.length < minimumPasswordLength || password.length > maximumPasswordLength) {
        const message = `The password needs ${minimumPasswordLength} to ${maximumPasswordLength} characters`
        return refuse(422, 'weak_password', message)
      }
      if (status.coupleMember) {
        return refuse(409, 'couple_email', 'That email signs in to the dashboard')
      }
      let account: 'created' | 'reset'
      try {
        account = await backend.setPassword(email, password)
      } catch (error) {
        if (error instanceof WeakPassword) return refuse(422, 'weak_password', error.message)
        throw error
      }
      const helpers = await backend.addHelper(authorization, email)
      return reply(200, { helpers, account } satisfies DoorHelpersAnswer)
    } catch (error) {
      log('door-helpers: Supabase could not be reached', error)
      return refuse(503, 'unavailable', 'Try again in a moment')
    }
  }
}
