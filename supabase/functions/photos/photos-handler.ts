// The photos function's rules, shared by the Edge Function (index.ts, on Supabase) and the
// embedded server (server/functions/embedded-photos.ts): one contract (the photo wall's,
// docs/photo-wall.md), two backends. This file imports nothing of its own, so both Deno and the
// site's TypeScript read it as it is.

/** What PostgREST answered: the function's JSON, or the error's SQLSTATE and message. */
export type RpcAnswer =
  { ok: true; data: unknown } | { ok: false; status: number; code?: string; message: string }

/** Size, content type and the first bytes of an object in the bucket photos. */
export type StoredObject = { size: number; contentType: string; head: Uint8Array }

export type PhotosBackend = {
  /** A database function, with the service role (the guests' functions) or the caller's Authorization (the couple's). */
  rpc: (name: string, args: Record<string, unknown>, authorization?: string) => Promise<RpcAnswer>
  /** A token to upload (upsert) to exactly this path of the bucket photos. */
  uploadToken: (path: string) => Promise<string>
  /** What storage holds at the path, or null. */
  stat: (path: string) => Promise<StoredObject | null>
  remove: (paths: string[]) => Promise<void>
  /** Signed download URLs, absolute, in the order of `paths` (null for an object there is not). */
  signedUrls: (paths: string[], expiresIn: number, origin: string) => Promise<(string | null)[]>
}

export type PhotosErrorCode =
  | 'not_found'
  | 'throttled'
  | 'not_confirmed'
  | 'closed'
  | 'quota'
  | 'too_large'
  | 'bad_request'
  | 'not_uploaded'
  | 'not_jpeg'
  | 'size_mismatch'
  | 'bad_key'
  | 'not_couple'
  | 'method_not_allowed'
  | 'not_json'
  | 'unavailable'

const statusOf: Record<PhotosErrorCode, number> = {
  not_found: 404,
  throttled: 429,
  not_confirmed: 403,
  closed: 403,
  quota: 409,
  too_large: 413,
  bad_request: 400,
  not_uploaded: 422,
  not_jpeg: 422,
  size_mismatch: 422,
  bad_key: 401,
  not_couple: 403,
  method_not_allowed: 405,
  not_json: 415,
  unavailable: 503,
}

/** The bucket's limit (the migration's and server/storage's). */
export const maxPhotoBytes = 12 * 1024 * 1024
/** Signed URLs for the family, the gallery, the TV and the couple last an hour. */
export const urlSeconds = 60 * 60
/** A thousand photo ids with room to spare. */
export const maxBodyBytes = 64 * 1024

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

const refuse = (code: PhotosErrorCode, headers?: Record<string, string>) =>
  reply(statusOf[code], { code }, headers)

class Refusal extends Error {
  constructor(readonly code: PhotosErrorCode) {
    super(code)
  }
}

/** At most `limit` bytes of the body as UTF-8 text, null past it (whatever Content-Length says). */
async function limitedText(request: Request, limit: number): Promise<string | null | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.length
      if (size > limit) {
        await reader.cancel()
        return null
      }
      chunks.push(chunk.value)
    }
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.length
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

type Body = Record<string, unknown>

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Exactly these keys (the optional ones may be missing), or a bad request. */
function fields(body: Body, required: string[], optional: string[] = []) {
  const keys = Object.keys(body)
  if (
    !required.every((key) => key in body) ||
    keys.some((key) => !required.includes(key) && !optional.includes(key))
  ) {
    throw new Refusal('bad_request')
  }
  return body
}

const text = (value: unknown, max = 200) => {
  if (typeof value !== 'string' || value.length > max) throw new Refusal('bad_request')
  return value
}
const whole = (value: unknown) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new Refusal('bad_request')
  return value
}
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const uuid = (value: unknown) => {
  if (typeof value !== 'string' || !uuidShape.test(value)) throw new Refusal('bad_request')
  return value
}

const isJpeg = (object: StoredObject) =>
  object.contentType.split(';')[0]!.trim().toLowerCase() === 'image/jpeg' &&
  object.head[0] === 0xff &&
  object.head[1] === 0xd8 &&
  object.head[2] === 0xff

type Row = Record<string, unknown>

const bearer = (authorization: string | null) =>
  /^bearer\s+\S+\s*$/i.test(authorization ?? '') ? authorization!.trim() : null

export type PhotosHandlerOptions = {
  backend: PhotosBackend
  logError?: (message: string, error: unknown) => void
}

export type PhotosRequestContext = {
  /** The guest's address as the throttle counts it (the socket, or the project's proxy header). */
  clientAddress: string | null
}

/**
 * POST /functions/v1/photos/<action> for the photo wall (docs/photo-wall.md): guests reserve,
 * confirm, list and delete their family's photos by the invitation's number, read the gallery
 * once the couple shows it; the TV reads the approved photos with its key; the couple gets
 * signed URLs and deletes. Refusals are `{ code }`, never text.
 */
export function createPhotosHandler({ backend, logError }: PhotosHandlerOptions) {
  const log = logError ?? ((message, error) => console.error(message, error))

  /** A guest function's JSON, or its refusal: every guest function answers {code} itself. */
  async function call(
    name: string,
    args: Record<string, unknown>,
    authorization?: string,
  ): Promise<Row> {
    const answer = await backend.rpc(name, args, authorization)
    if (!answer.ok) {
      if (
        authorization &&
        (answer.status === 401 || answer.status === 403 || answer.code === '42501')
      ) {
        throw new Refusal('not_couple')
      }
      if (answer.message === 'photo_not_found') throw new Refusal('not_found')
      if (answer.message.startsWith('photo_invalid') || answer.status === 400)
        throw new Refusal('bad_request')
      throw new Error(`${name}: ${answer.status} ${answer.code ?? ''} ${answer.message}`)
    }
    const data = answer.data as Row
    if (isObject(data) && typeof data.code === 'string')
      throw new Refusal(data.code as PhotosErrorCode)
    return data
  }

  async function discard(row: Row) {
    await backend.remove([String(row.path), String(row.thumb_path)])
    await call('photo_forget', { p_photo_id: row.photo_id })
  }

  const actions: Record<
    string,
    (body: Body, request: Request, context: PhotosRequestContext) => Promise<unknown>
  > = {
    async reserve(body, _request, { clientAddress }) {
      fields(body, ['invitation', 'sha256', 'bytes', 'width', 'height', 'thumbBytes'])
      const row = await call('photo_reserve', {
        p_human_key: text(body.invitation),
        p_sha256: text(body.sha256, 64),
        p_bytes: whole(body.bytes),
        p_width: whole(body.width),
        p_height: whole(body.height),
        p_thumb_bytes: whole(body.thumbBytes),
        p_client_address: clientAddress,
      })
      if (row.already_stored)
        return { photoId: row.photo_id, alreadyStored: true, status: row.status }
      const [token, thumbToken] = await Promise.all([
        backend.uploadToken(String(row.path)),
        backend.uploadToken(String(row.thumb_path)),
      ])
      return {
        photoId: row.photo_id,
        path: row.path,
        token,
        thumbPath: row.thumb_path,
        thumbToken,
        alreadyStored: false,
      }
    },

    async confirm(body, _request, { clientAddress }) {
      fields(body, ['invitation', 'photoId'])
      const row = await call('photo_upload_of', {
        p_human_key: text(body.invitation),
        p_photo_id: uuid(body.photoId),
        p_client_address: clientAddress,
      })
      if (row.status !== 'reserved') return { status: row.status }
      // what storage holds decides, never what the browser said
      const [photo, thumb] = await Promise.all([
        backend.stat(String(row.path)),
        backend.stat(String(row.thumb_path)),
      ])
      const problem: PhotosErrorCode | null =
        !photo || !thumb
          ? 'not_uploaded'
          : !isJpeg(photo) || !isJpeg(thumb)
            ? 'not_jpeg'
            : photo.size !== row.bytes || thumb.size !== row.thumb_bytes
              ? 'size_mismatch'
              : null
      if (problem) {
        await discard(row)
        throw new Refusal(problem)
      }
      const marked = await backend.rpc('photo_mark_uploaded', { p_photo_id: row.photo_id })
      if (!marked.ok) throw new Error(`photo_mark_uploaded: ${marked.message}`)
      const answer = marked.data as Row
      if (answer.code === 'quota') {
        await discard(row)
        throw new Refusal('quota')
      }
      return { status: answer.status }
    },

    async mine(body, request, { clientAddress }) {
      fields(body, ['invitation'])
      const { photos } = (await call('photo_mine', {
        p_human_key: text(body.invitation),
        p_client_address: clientAddress,
      })) as { photos: Row[] }
      const urls = await backend.signedUrls(
        photos.map((photo) => String(photo.thumb_path)),
        urlSeconds,
        new URL(request.url).origin,
      )
      return {
        photos: photos.map((photo, index) => ({
          id: photo.id,
          status: photo.status,
          thumbUrl: urls[index],
          createdAt: photo.created_at,
        })),
      }
    },

    async delete(body, _request, { clientAddress }) {
      fields(body, ['invitation', 'photoId'])
      const row = await call('photo_upload_of', {
        p_human_key: text(body.invitation),
        p_photo_id: uuid(body.photoId),
        p_client_address: clientAddress,
      })
      await discard(row)
      return {}
    },

    async gallery(body, request) {
      fields(body, [])
      const gallery = (await call('photo_gallery', {})) as { visible: boolean; photos: Row[] }
      if (!gallery.visible) return { visible: false, photos: [] }
      const origin = new URL(request.url).origin
      const paths = gallery.photos.flatMap((photo) => [
        String(photo.thumb_path),
        String(photo.path),
      ])
      const urls = await backend.signedUrls(paths, urlSeconds, origin)
      return {
        visible: true,
        photos: gallery.photos.map((photo, index) => ({
          id: photo.id,
          thumbUrl: urls[2 * index],
          url: urls[2 * index + 1],
          width: photo.width,
          height: photo.height,
        })),
      }
    },

    async screen(body, request) {
      fields(body, ['key'], ['after'])
      const after = body.after === undefined || body.after === null ? null : text(body.after, 40)
      if (after !== null && Number.isNaN(Date.parse(after))) throw new Refusal('bad_request')
      const { photos } = (await call('photo_screen', {
        p_key: text(body.key),
        p_after: after,
      })) as {
        photos: Row[]
      }
      const urls = await backend.signedUrls(
        photos.map((photo) => String(photo.path)),
        urlSeconds,
        new URL(request.url).origin,
      )
      return {
        photos: photos.map((photo, index) => ({
          id: photo.id,
          url: urls[index],
          approvedAt: photo.approved_at,
        })),
      }
    },

    async 'couple-urls'(body, request) {
      const authorization = bearer(request.headers.get('authorization'))
      if (!authorization) throw new Refusal('not_couple')
      fields(body, ['photoIds', 'size'])
      if (
        !Array.isArray(body.photoIds) ||
        body.photoIds.length > 1000 ||
        !['thumb', 'full'].includes(String(body.size))
      ) {
        throw new Refusal('bad_request')
      }
      const ids = body.photoIds.map(uuid)
      const rows = (await call(
        'couple_photo_paths',
        { p_photo_ids: ids },
        authorization,
      )) as unknown as Row[]
      const paths = rows.map((row) => String(body.size === 'thumb' ? row.thumb_path : row.path))
      const urls = await backend.signedUrls(paths, urlSeconds, new URL(request.url).origin)
      return { urls: Object.fromEntries(rows.map((row, index) => [row.id, urls[index]])) }
    },

    async 'couple-delete'(body, request) {
      const authorization = bearer(request.headers.get('authorization'))
      if (!authorization) throw new Refusal('not_couple')
      fields(body, ['photoId'])
      const row = await call(
        'couple_delete_photo',
        { p_photo_id: uuid(body.photoId) },
        authorization,
      )
      await backend.remove([String(row.path), String(row.thumb_path)])
      return {}
    },
  }

  return async (
    request: Request,
    context: PhotosRequestContext = { clientAddress: null },
  ): Promise<Response> => {
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: corsHeaders })
    if (request.method !== 'POST') return refuse('method_not_allowed', { allow: 'POST, OPTIONS' })
    // the action is what follows the function's name, wherever the platform mounts it
    const match = /\/photos\/([a-z-]+)\/?$/.exec(new URL(request.url).pathname)
    const action = match && Object.hasOwn(actions, match[1]!) ? actions[match[1]!]! : null
    if (!action) return refuse('not_found')
    if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type')?.trim() ?? '')) {
      return refuse('not_json')
    }
    const raw = await limitedText(request, maxBodyBytes)
    if (raw === null) return refuse('too_large', { connection: 'close' })
    let body: unknown
    try {
      body = raw === undefined ? undefined : JSON.parse(raw)
    } catch {
      body = undefined
    }
    if (!isObject(body)) return refuse('bad_request')
    try {
      return reply(200, await action(body, request, context))
    } catch (error) {
      if (error instanceof Refusal) {
        return statusOf[error.code] ? refuse(error.code) : refuse('bad_request')
      }
      log('photos: Supabase could not be reached', error)
      return refuse('unavailable')
    }
  }
}
