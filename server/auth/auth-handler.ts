import type { PGlite } from '@electric-sql/pglite'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { connectionAddress } from '../rsvp/connection-address.ts'
import { nestsDeeperThan } from '../rsvp/json-depth.ts'
import { readBody } from '../rsvp/read-body.ts'
import { sendJson } from '../rsvp/send-json.ts'
import { handleAdminRequest } from './admin-handler.ts'
import { forgiveSignInFailures, reserveSignInAttempt } from './sign-in-throttle.ts'
import { claimsOf } from './request-claims.ts'
import {
  refreshSession,
  signInWithPassword,
  signOut,
  userBody,
  userOfSession,
  type Session,
} from './sessions.ts'

export type AuthResponse = { status: number; body?: unknown; headers?: Record<string, string> }

export type AuthRequest = {
  method: string
  /** The full path with its query, e.g. /auth/v1/token?grant_type=password */
  url: string
  authorization?: string
  /** Where the tokens say they come from, e.g. http://localhost:4173/auth/v1 */
  issuer: string
  body: () => Promise<string | null>
  /** The connection's address, for the sign-in throttle. */
  clientAddress: string
  /** The Authorization is the service role's key: the admin endpoints answer. Never on the site. */
  serviceRole?: boolean
}

// Supabase Auth's error shape; supabase-js reads `code` when this API version is announced
const fail = (status: number, code: string, message: string): AuthResponse => ({
  status,
  body: { code, error_code: code, msg: message, message },
})

const invalidCredentials = () => fail(400, 'invalid_credentials', 'Invalid login credentials')

function fields(text: string | null): Record<string, unknown> | null {
  if (text === null || nestsDeeperThan(text)) return null
  try {
    const parsed: unknown = JSON.parse(text || '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

const sessionResponse = (session: Session | null, onMissing: () => AuthResponse) =>
  session ? { status: 200, body: session } : onMissing()

/**
 * The Auth endpoints supabase-js uses for a password sign-in, refresh, sign-out and the user, and
 * its admin API for users (the service role only).
 */
export async function handleAuthRequest(db: PGlite, request: AuthRequest): Promise<AuthResponse> {
  const url = new URL(request.url, 'http://embedded')
  const endpoint = url.pathname.replace(/^\/auth\/v1/, '')

  if (endpoint === '/token' && request.method === 'POST') {
    const body = fields(await request.body())
    if (!body) return fail(400, 'bad_json', 'Could not parse request body as JSON')
    const grant = url.searchParams.get('grant_type')
    if (grant === 'password') {
      const { email, password } = body
      if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) {
        return fail(
          400,
          'validation_failed',
          'You must provide either an email or phone number and a password',
        )
      }
      const attempt = await reserveSignInAttempt(db, email, request.clientAddress)
      if (!attempt.allowed) {
        return {
          ...fail(429, 'over_request_rate_limit', 'Request rate limit reached'),
          headers: { 'retry-after': String(attempt.retryAfter) },
        }
      }
      const session = await signInWithPassword(db, email, password, request.issuer)
      if (session) await forgiveSignInFailures(db, email)
      return sessionResponse(session, invalidCredentials)
    }
    if (grant === 'refresh_token') {
      const token = body.refresh_token
      if (typeof token !== 'string' || !token) {
        return fail(400, 'validation_failed', 'refresh_token required')
      }
      const refreshed = await refreshSession(db, token, request.issuer)
      if (refreshed.ok) return { status: 200, body: refreshed.session }
      return refreshed.reason === 'already-used'
        ? fail(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
        : fail(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    }
    return fail(
      400,
      'unsupported_grant_type',
      'Only password and refresh_token grants are supported here',
    )
  }

  if (endpoint === '/logout' || endpoint === '/user') {
    const caller = await claimsOf(db, request.authorization)
    if (!caller.ok || caller.role !== 'authenticated' || !caller.claims) {
      return fail(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    }
    if (endpoint === '/logout' && request.method === 'POST') {
      const scope = url.searchParams.get('scope') ?? 'global'
      if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
        return fail(400, 'validation_failed', 'Unsupported logout scope')
      }
      await signOut(db, caller.claims, scope)
      return { status: 204 }
    }
    if (endpoint === '/user' && request.method === 'GET') {
      const user = await userOfSession(db, caller.claims)
      return user
        ? { status: 200, body: userBody(user) }
        : fail(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    }
    return fail(405, 'method_not_allowed', 'Method not allowed')
  }

  if (endpoint.startsWith('/admin/')) {
    if (!request.authorization) {
      return fail(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    }
    if (!request.serviceRole) return fail(403, 'not_admin', 'User not allowed')
    return handleAdminRequest(db, {
      method: request.method,
      endpoint: endpoint.slice('/admin'.length),
      query: url.searchParams,
      body: async () => fields(await request.body()),
    })
  }

  return fail(404, 'not_found', 'This Auth endpoint is not served by the embedded server')
}

export type AuthHandlerOptions = {
  database: () => Promise<PGlite>
  /** The caller's address: the connection's own, never a header the client could forge. */
  clientAddress?: (req: IncomingMessage) => string | null
  logError: (message: string, error: unknown) => void
  /**
   * Whether an Authorization header holds the service role's key, opening the admin endpoints.
   * The site gives none (it has no service role); a test standing in for hosted Supabase does.
   */
  isServiceRole?: (authorization: string | undefined) => boolean
}

/** A Node/Connect handler for /auth/v1/*, beside the embedded REST API. */
export function createAuthHandler(options: AuthHandlerOptions) {
  const clientAddress = options.clientAddress ?? connectionAddress
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let response: AuthResponse
    try {
      const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/'
      const host = req.headers.host ?? 'localhost'
      response = await handleAuthRequest(await options.database(), {
        method: req.method ?? 'GET',
        url,
        authorization: req.headers.authorization,
        issuer: `http://${host}/auth/v1`,
        // connections whose address cannot be told share one strict bucket
        clientAddress: clientAddress(req) ?? 'unknown',
        serviceRole: options.isServiceRole?.(req.headers.authorization) ?? false,
        body: async () => {
          const body = await readBody(req)
          return body.ok ? body.text : null
        },
      })
    } catch (error) {
      options.logError('Auth: unexpected failure', error)
      response = fail(500, 'unexpected_failure', 'Unexpected failure')
    }
    if (res.headersSent) return
    sendJson(res, {
      ...response,
      headers: { ...response.headers, 'x-supabase-api-version': '2024-01-01' },
    })
  }
}
