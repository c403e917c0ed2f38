import type { PGlite } from '@electric-sql/pglite'
import type { PhotosBackend } from '../../supabase/functions/photos/photos-handler'
import { callerOf } from '../auth/request-claims.ts'
import type { Caller } from '../rsvp/request-role'
import { matchingFunction, rpcCatalogue } from '../rsvp/rpc-functions.ts'
import { runRpc } from '../rsvp/run-rpc.ts'
import type { LocalStorage } from '../storage/local-storage'

const bucket = 'photos'

/**
 * The photos function's backend on the embedded site: the database functions called as PostgREST
 * calls them (the service role for the guests' ones, the caller's session for the couple's), and
 * the local folder of server/storage for the bucket.
 */
export function embeddedPhotosBackend(
  database: () => Promise<PGlite>,
  storage: LocalStorage,
  logError: (message: string, error: unknown) => void,
): PhotosBackend {
  return {
    rpc: async (name, args, authorization) => {
      const db = await database()
      const caller: Caller = authorization
        ? await callerOf(db, authorization)
        : { ok: true, role: 'service_role' }
      if (!caller.ok)
        return { ok: false, status: caller.status, code: caller.code, message: caller.message }
      const fn = matchingFunction((await rpcCatalogue(db)).get(name) ?? [], Object.keys(args))
      if (!fn) throw new Error(`No function ${name}(${Object.keys(args).join(', ')})`)
      // the guests' functions take the address as an argument; this one is the function's own
      const answer = await runRpc(
        db,
        fn,
        Object.keys(args),
        JSON.stringify(args),
        '127.0.0.1',
        logError,
        caller,
      )
      if (answer.status === 200) return { ok: true, data: answer.body }
      const error = (answer.body ?? {}) as { code?: string; message?: string }
      return { ok: false, status: answer.status, code: error.code, message: error.message ?? '' }
    },
    uploadToken: (path) => storage.uploadToken(bucket, path),
    stat: (path) => storage.info(bucket, path),
    remove: async (paths) => {
      await storage.remove(bucket, paths)
    },
    signedUrls: (paths, expiresIn, origin) =>
      Promise.all(
        paths.map(async (path) =>
          (await storage.exists(bucket, path))
            ? `${origin}/storage/v1${await storage.signedUrl(bucket, path, expiresIn)}`
            : null,
        ),
      ),
  }
}
