import type { PGlite } from '@electric-sql/pglite'
import { createClient } from '@supabase/supabase-js'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAuthHandler } from '../../../server/auth/auth-handler'
import { callerOf } from '../../../server/auth/request-claims'
import { createFunctionsHandler } from '../../../server/functions/functions-handler'
import { rememberConnectionAddresses } from '../../../server/rsvp/connection-address'
import { createRpcHandler } from '../../../server/rsvp/rpc-handler'
import { LocalStorage } from '../../../server/storage/local-storage'
import { createStorageHandler } from '../../../server/storage/storage-handler'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { RsvpClient } from '../../../web/src/lib/guest-list/call-rpc'
import type { Database } from '../../../web/src/lib/guest-list/database-types'
import { openTestDatabase } from './start-api'

export type EmbeddedBackend = {
  baseUrl: string
  db: PGlite
  /** The bucket photos' folder, in a temporary directory removed on close. */
  storage: LocalStorage
  /** A supabase-js client as the site makes one in embedded mode, keeping its session in memory. */
  client: () => RsvpClient
  /** While set, the server drops every request's connection unanswered: a network that is down. */
  offline: boolean
  /** Every request the server received, in order (method and path): a test counts its calls. */
  requests: { method: string; path: string }[]
  close: () => Promise<void>
}

// Node 20 has no WebSocket for supabase-js' realtime, which the dashboard never uses
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used')
  }
}

/** The embedded REST, Auth and functions handlers on one real HTTP server, as the Vite plugin mounts them. */
export async function startEmbeddedBackend(): Promise<EmbeddedBackend> {
  const db = await openTestDatabase()
  const database = async () => db
  const logError = (message: string, error: unknown) => console.error(message, error)
  const rest = createRpcHandler({ database, logError, authorize: callerOf })
  const auth = createAuthHandler({ database, logError })
  const storageRoot = await mkdtemp(path.join(os.tmpdir(), 'embedded-storage-'))
  const storage = new LocalStorage(storageRoot)
  const storageApi = createStorageHandler({ storage, logError })
  const functions = createFunctionsHandler({ database, storage, logError })
  let offline = false
  const requests: EmbeddedBackend['requests'] = []
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', path: (req.url ?? '').split('?')[0]! })
    if (offline) req.socket.destroy()
    else if (req.url?.startsWith('/auth/v1/')) void auth(req, res)
    else if (req.url?.startsWith('/functions/v1/')) void functions(req, res)
    else if (req.url?.startsWith('/storage/v1/')) void storageApi(req, res)
    else void rest(req, res)
  })
  rememberConnectionAddresses(server)
  // Idle connections stay open until the client closes them or the server stops. A test that
  // fakes the clock fakes the timers of the client too (undici, in this process): its keep-alive
  // timer may lag or never fire, so it could send a request on a connection the server closes at
  // that very moment, 5 s idle, and see the network fail.
  server.keepAliveTimeout = 0
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const baseUrl = `http://127.0.0.1:${port}`
  return {
    baseUrl,
    db,
    storage,
    client: () =>
      createClient<Database>(baseUrl, 'embedded', {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: NoRealtime as never },
      }),
    get offline() {
      return offline
    },
    set offline(value) {
      offline = value
    },
    requests,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await db.close()
      await rm(storageRoot, { recursive: true, force: true })
    },
  }
}
