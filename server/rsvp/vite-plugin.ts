import path from 'node:path'
import type { Server } from 'node:net'
import type { Connect, Logger, Plugin } from 'vite'
import { dataDirFromEnv, displayPath, modificationDeadlineFromEnv } from './data-dir.ts'
import { createAuthHandler } from '../auth/auth-handler.ts'
import { createFunctionsHandler } from '../functions/functions-handler.ts'
import { LocalStorage } from '../storage/local-storage.ts'
import { createStorageHandler } from '../storage/storage-handler.ts'
import { callerOf } from '../auth/request-claims.ts'
import { rememberConnectionAddresses } from './connection-address.ts'
import { createRpcHandler } from './rpc-handler.ts'
import { localUrl, publishApi } from './published-api.ts'
import { newServiceKey, withServiceKey } from './service-key.ts'
import { applyDatasetAnswerRules } from './dataset-answer-rules.ts'
import { sharedDatabase } from './shared-database.ts'

export type RsvpApiOptions = {
  /** Vite's loadEnv result: with both Supabase variables set, the site talks to Supabase. */
  env: Record<string, string | undefined>
  /** Defaults to RSVP_DATA_DIR or .data/rsvp. */
  dataDir?: string
  /** Defaults to RSVP_MODIFICATION_DEADLINE (YYYY-MM-DD). */
  modificationDeadline?: string
  /** The embedded dataset whose answer rules the database takes on opening; none with Sanity. */
  contentDir?: string
}

type ServerWithApi = {
  middlewares: Connect.Server
  /** Null when Vite runs as middleware of another server, which then owns the connections. */
  httpServer: Server | null
  config: { logger: Logger }
  close(): Promise<void>
}

export function supabaseConfigured(env: RsvpApiOptions['env']): boolean {
  return Boolean(env.VITE_SUPABASE_URL?.trim() && env.VITE_SUPABASE_ANON_KEY?.trim())
}

/**
 * Serves POST /rest/v1/rpc/<fn> like PostgREST, the couple's sign-in like Supabase Auth, and
 * the site's Edge Functions at /functions/v1/<name>, from an embedded PGlite database, in `vite` and `vite preview`, unless Supabase is configured.
 */
export function rsvpApi(options: RsvpApiOptions): Plugin {
  if (supabaseConfigured(options.env)) return { name: 'rsvp-api' }
  const dataDir = options.dataDir ?? dataDirFromEnv()
  const modificationDeadline = options.modificationDeadline ?? modificationDeadlineFromEnv()

  const attach = (server: ServerWithApi) => {
    const { logger } = server.config
    if (server.httpServer) rememberConnectionAddresses(server.httpServer)
    const database = sharedDatabase({
      dataDir,
      seed: true,
      modificationDeadline,
      prepare: async (db) => {
        if (!options.contentDir) return
        const rules = await applyDatasetAnswerRules(db, options.contentDir)
        logger.info(
          `RSVP: answer rules of the embedded dataset (${rules.mealChoices.length} meal choices, ` +
            `${rules.eventKeys.length} events, names ${rules.namesRequired ? '' : 'not '}required)`,
          { timestamp: true },
        )
      },
      onOpen: () =>
        logger.info(
          `RSVP: embedded database (PGlite) in ${displayPath(dataDir)}, served at /rest/v1/rpc/`,
          { timestamp: true },
        ),
    })
    const logError = (message: string, error: unknown) =>
      logger.error(`${message}: ${error instanceof Error ? error.stack : String(error)}`, {
        timestamp: true,
      })
    // the command line's key (npm run guests:…), published beside the folder once the site listens
    const serviceKey = newServiceKey()
    const published = publishWhenListening(server.httpServer, dataDir, serviceKey, logError)
    server.middlewares.use(
      '/rest/v1',
      createRpcHandler({
        database: database.get,
        logError,
        authorize: withServiceKey(serviceKey, callerOf),
      }),
    )
    // the couple's sign-in, for the accounts npm run couple:add makes
    server.middlewares.use('/auth/v1', createAuthHandler({ database: database.get, logError }))
    // the photo wall's bucket, in the data folder: signed uploads and downloads as Supabase Storage
    const storage = new LocalStorage(path.join(dataDir, 'storage'))
    server.middlewares.use('/storage/v1', createStorageHandler({ storage, logError }))
    // the site's Edge Functions (supabase/functions): door-helpers and photos
    server.middlewares.use(
      '/functions/v1',
      createFunctionsHandler({ database: database.get, storage, logError }),
    )
    // Vite exits right after awaiting close() on SIGTERM: wrapping it lets PGlite close cleanly.
    const closeServer = server.close.bind(server)
    server.close = async () => {
      try {
        await closeServer()
      } finally {
        await published.withdraw()
        await database.close()
      }
    }
  }

  return {
    name: 'rsvp-api',
    configureServer: attach,
    configurePreviewServer: attach,
  }
}

/**
 * Once the server listens, tells the command line on this machine where the API is and its key
 * (server/rsvp/published-api.ts); `withdraw` takes the notice back (nothing if none was made).
 */
function publishWhenListening(
  httpServer: Server | null,
  dataDir: string,
  serviceKey: string,
  logError: (message: string, error: unknown) => void,
): { withdraw: () => Promise<void> } {
  let publishing: Promise<(() => Promise<void>) | null> | undefined
  const publish = () => {
    const url = httpServer && localUrl(httpServer)
    if (!url) return
    publishing = publishApi(dataDir, { url, serviceKey }).catch((error: unknown) => {
      logError('RSVP API: could not tell the command line where the API is', error)
      return null
    })
  }
  if (httpServer?.listening) publish()
  else httpServer?.once('listening', publish)
  return {
    withdraw: async () => {
      httpServer?.off('listening', publish)
      await (
        await publishing
      )?.()
    },
  }
}
