import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../../web/src/lib/guest-list/database-types.ts'
import type { PhotosBackend, RpcAnswer } from './photos-handler.ts'

export type SupabaseBackendOptions = {
  url: string
  /** The project's anon (publishable) key: PostgREST's apikey, beside the caller's own token. */
  anonKey: string
  serviceRoleKey: string
}

const session = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }
const bucket = 'photos'

type Failure = { message: string; code?: string | null; status?: number }

/**
 * The photos function's backend on Supabase: the guests' database functions and Storage with the
 * service role; the couple's functions with their own token, so is_couple_member decides.
 */
export function supabaseBackend(options: SupabaseBackendOptions): PhotosBackend {
  const admin = createClient<Database>(options.url, options.serviceRoleKey, { auth: session })
  // a client per request: it carries only that caller's token
  const asCaller = (authorization: string): SupabaseClient<Database> =>
    createClient<Database>(options.url, options.anonKey, {
      auth: session,
      global: { headers: { Authorization: authorization } },
    })
  const photos = () => admin.storage.from(bucket)

  return {
    rpc: async (name, args, authorization) => {
      const client = authorization ? asCaller(authorization) : admin
      // the names are the handler's own, the arguments checked there
      const { data, error, status } = await (
        client.rpc as unknown as (
          fn: string,
          args: Record<string, unknown>,
        ) => PromiseLike<{ data: unknown; error: Failure | null; status: number }>
      )(name, args)
      if (error) {
        return {
          ok: false,
          status,
          code: error.code ?? undefined,
          message: error.message,
        } satisfies RpcAnswer
      }
      return { ok: true, data }
    },
    uploadToken: async (path) => {
      const { data, error } = await photos().createSignedUploadUrl(path, { upsert: true })
      if (error) throw new Error(`Storage could not sign an upload: ${error.message}`)
      return data.token
    },
    stat: async (path) => {
      // the first bytes only, and the whole size from Content-Range
      const response = await fetch(
        `${options.url}/storage/v1/object/authenticated/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`,
        {
          headers: {
            authorization: `Bearer ${options.serviceRoleKey}`,
            apikey: options.serviceRoleKey,
            range: 'bytes=0-15',
          },
        },
      )
      if (response.status === 400 || response.status === 404) {
        await response.body?.cancel()
        return null
      }
      if (!response.ok) throw new Error(`Storage could not read ${path}: ${response.status}`)
      const head = new Uint8Array(await response.arrayBuffer()).slice(0, 16)
      const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')
      return {
        size: total
          ? Number(total[1])
          : Number(response.headers.get('content-length') ?? head.length),
        contentType: response.headers.get('content-type') ?? '',
        head,
      }
    },
    remove: async (paths) => {
      const { error } = await photos().remove(paths)
      if (error) throw new Error(`Storage could not delete: ${error.message}`)
    },
    signedUrls: async (paths, expiresIn) => {
      if (paths.length === 0) return []
      const { data, error } = await photos().createSignedUrls(paths, expiresIn)
      if (error) throw new Error(`Storage could not sign URLs: ${error.message}`)
      const byPath = new Map(data.map((each) => [each.path, each.signedUrl]))
      return paths.map((path) => byPath.get(path) ?? null)
    },
  }
}
