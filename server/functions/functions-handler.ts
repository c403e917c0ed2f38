import type { PGlite } from '@electric-sql/pglite'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createDoorHelpersHandler } from '../../supabase/functions/door-helpers/door-helpers-handler.ts'
import { createPhotosHandler } from '../../supabase/functions/photos/photos-handler.ts'
import { connectionAddress } from '../rsvp/connection-address.ts'
import { sendJson } from '../rsvp/send-json.ts'
import type { LocalStorage } from '../storage/local-storage'
import { embeddedDoorHelpersBackend } from './embedded-door-helpers.ts'
import { embeddedPhotosBackend } from './embedded-photos.ts'

export type FunctionsHandlerOptions = {
  database: () => Promise<PGlite>
  /** The bucket photos' folder (server/storage), which the embedded Storage API serves too. */
  storage: LocalStorage
  logError: (message: string, error: unknown) => void
}

/**
 * The body as a web stream that reads only as fast as it is read. Cancelled (a body too large),
 * it drops the rest without destroying the connection, so the refusal can still be answered.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let done = false
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (done) return
        controller.enqueue(new Uint8Array(chunk))
        if ((controller.desiredSize ?? 0) <= 0) req.pause()
      })
      req.on('end', () => {
        if (!done) controller.close()
        done = true
      })
      req.on('error', (error) => {
        if (!done) controller.error(error)
        done = true
      })
    },
    pull() {
      req.resume()
    },
    cancel() {
      done = true
      req.resume()
    },
  })
}

/** The request as the Web's fetch API gives it to a Supabase Edge Function. */
function webRequest(req: IncomingMessage, url: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return new Request(new URL(url, `http://${req.headers.host ?? 'localhost'}`), {
    method,
    headers,
    ...(hasBody ? { body: bodyStream(req), duplex: 'half' } : {}),
  })
}

async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  res.writeHead(response.status, {
    ...Object.fromEntries(response.headers),
    'content-length': String(body.length),
  })
  res.end(body)
}

/**
 * /functions/v1/<name> as Supabase serves its Edge Functions, for the site's own: door-helpers
 * and photos (/functions/v1/photos/<action>), with the same rules as supabase/functions/ and the
 * embedded database, Auth and storage folder behind them.
 */
export function createFunctionsHandler(options: FunctionsHandlerOptions) {
  const doorHelpers = createDoorHelpersHandler({
    backend: embeddedDoorHelpersBackend(options.database),
    logError: options.logError,
  })
  const photos = createPhotosHandler({
    backend: embeddedPhotosBackend(options.database, options.storage, options.logError),
    logError: options.logError,
  })
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/'
    // before anything is awaited: the client may reset the connection right after sending
    const clientAddress = connectionAddress(req)
    try {
      const path = url.split('?')[0]!
      if (/^\/functions\/v1\/photos\/[a-z-]+$/.test(path)) {
        await sendResponse(res, await photos(webRequest(req, url), { clientAddress }))
        return
      }
      if (path !== '/functions/v1/door-helpers') {
        sendJson(res, { status: 404, body: { error: 'not_found', message: 'No such function' } })
        return
      }
      await sendResponse(res, await doorHelpers(webRequest(req, url)))
    } catch (error) {
      options.logError('Functions: unexpected failure', error)
      if (!res.headersSent) {
        sendJson(res, { status: 500, body: { error: 'unexpected', message: 'Unexpected failure' } })
      }
    }
  }
}
