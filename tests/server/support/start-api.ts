import type { PGlite } from '@electric-sql/pglite'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createAuthHandler, type AuthHandlerOptions } from '../../../server/auth/auth-handler'
import { rememberConnectionAddresses } from '../../../server/rsvp/connection-address'
import { createRpcHandler, type RpcHandlerOptions } from '../../../server/rsvp/rpc-handler'
import type { RpcArgs, RpcName } from '../../../web/src/lib/guest-list/call-rpc'
import { openMigratedDatabase } from '../../support/database-template'
import {
  hostileRpcBody,
  postRpc,
  postRpcBody,
  type AnyValueArgs,
  type RpcInit,
} from '../../support/rpc-request'
import type { StoredGuestRow } from '../../support/stored-guest-row'

export type RunningApi = {
  baseUrl: string
  db: PGlite
  /** Resolves once no request is being handled, also those whose client went away. */
  idle: () => Promise<void>
  /** POSTs a call as a client makes it: the arguments its generated type names. */
  rpc: <Fn extends RpcName>(fn: Fn, args: RpcArgs<Fn>, init?: RpcInit) => Promise<Response>
  /** POSTs what no typed client sends: arguments of any value, or a raw body. */
  send: <Fn extends RpcName>(
    fn: Fn,
    body: AnyValueArgs<Fn> | string,
    init?: RpcInit,
  ) => Promise<Response>
  close: () => Promise<void>
}

export type StartOptions = {
  db?: PGlite
  /** Replaces the handler's way to get the database (to make opening it fail). */
  database?: () => Promise<PGlite>
  clientAddress?: (req: IncomingMessage) => string | null
  logError?: (message: string, error: unknown) => void
  authorize?: RpcHandlerOptions['authorize']
  /** Also serves /auth/v1/ (sign-in, and the admin API for the service role this decides). */
  auth?: { isServiceRole?: AuthHandlerOptions['isServiceRole'] }
  /** Also serves /storage/v1/ (server/storage's handler, as hosted Supabase's Storage). */
  storage?: (req: IncomingMessage, res: ServerResponse) => Promise<void>
}

/** Seeded, in memory, with a deadline far ahead so answered invitations may still change. */
export const openTestDatabase = () =>
  openMigratedDatabase({ seed: true, modificationDeadline: '2999-01-01' })

/** The real handler on a real HTTP server on 127.0.0.1, over an in-memory database. */
export async function startApi(options: StartOptions = {}): Promise<RunningApi> {
  const db = options.db ?? (await openTestDatabase())
  const handle = createRpcHandler({
    database: options.database ?? (async () => db),
    clientAddress: options.clientAddress,
    logError: options.logError,
    authorize: options.authorize,
  })
  const auth =
    options.auth &&
    createAuthHandler({
      database: options.database ?? (async () => db),
      logError: options.logError ?? ((message, error) => console.error(message, error)),
      isServiceRole: options.auth.isServiceRole,
    })
  let handling = 0
  const server = http.createServer((req, res) => {
    handling += 1
    const handler =
      auth && req.url?.startsWith('/auth/v1/')
        ? auth
        : options.storage && req.url?.startsWith('/storage/v1/')
          ? options.storage
          : handle
    void handler(req, res).finally(() => (handling -= 1))
  })
  rememberConnectionAddresses(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const baseUrl = `http://127.0.0.1:${port}`
  return {
    baseUrl,
    db,
    idle: async () => {
      for (let quiet = 0; quiet < 3; quiet = handling === 0 ? quiet + 1 : 0) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    rpc: (fn, args, init) => postRpc(baseUrl, fn, args, init),
    send: (fn, body, init) =>
      postRpcBody(baseUrl, fn, typeof body === 'string' ? body : hostileRpcBody(fn, body), init),
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      if (!options.db) await db.close()
    },
  }
}

/**
 * One API for the calling test file: started before its tests, closed after them and, with
 * forgetFailedLookups, cleared of earlier tests' failed look-ups before each test. Its fields
 * (db, rpc, baseUrl …) are read from the started API, so use them inside tests and hooks.
 */
export function apiForThisFile(options: { forgetFailedLookups?: boolean } = {}): RunningApi {
  let api: RunningApi | undefined
  const started = () => {
    if (!api) throw new Error('the API is not started yet')
    return api
  }
  beforeAll(async () => {
    api = await startApi()
  }, 60_000)
  afterAll(() => api?.close())
  if (options.forgetFailedLookups) beforeEach(() => forgetFailedLookups(started().db))
  return new Proxy({} as RunningApi, { get: (_target, field) => Reflect.get(started(), field) })
}

export type GuestRow = Pick<
  StoredGuestRow,
  'human_key' | 'will_attend' | 'confirmed_tickets' | 'confirmed_at'
>

/** Read as the owner, bypassing the API, to check what really changed. */
export async function guestRow(db: PGlite, humanKey: string): Promise<GuestRow | undefined> {
  const { rows } = await db.query<GuestRow>(
    'select human_key, will_attend, confirmed_tickets, confirmed_at from public.rsvp_guests where human_key = $1',
    [humanKey],
  )
  return rows[0]
}

export async function countRows(db: PGlite, table: 'rsvp_guests' | 'rsvp_history') {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from public.${table}`,
  )
  return rows[0]?.count ?? 0
}

/** Failed look-ups of earlier tests would otherwise count toward the throttle. */
export async function forgetFailedLookups(db: PGlite) {
  await db.query('delete from public.rsvp_lookup_failures')
}
