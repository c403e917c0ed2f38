import type { IncomingMessage, ServerResponse } from 'node:http'
import { readBodyBytes } from '../rsvp/read-body.ts'
import { sendJson } from '../rsvp/send-json.ts'
import { buckets, isObjectPath, type LocalStorage } from './local-storage.ts'
import { firstFilePart } from './multipart.ts'

export type StorageHandlerOptions = {
  storage: LocalStorage
  logError: (message: string, error: unknown) => void
  /**
   * Whether an Authorization is the project's service role: never on the embedded site, whose
   * Edge Functions call the folder directly; a test standing in for hosted Supabase says yes
   * for its own key, so the Edge Function's Supabase backend runs against this handler.
   */
  isServiceRole?: (authorization: string | undefined) => boolean
}

// a multipart form's boundaries and its cacheControl field, around the file
const formOverhead = 64 * 1024

type Refusal = { status: number; error: string; message: string; headers?: Record<string, string> }

const refuse = (res: ServerResponse, { status, error, message, headers }: Refusal) =>
  sendJson(res, { status, body: { statusCode: String(status), error, message }, headers })

const invalidSignature: Refusal = {
  status: 400,
  error: 'InvalidSignature',
  message: 'The signature does not match this object',
}
const notFound: Refusal = { status: 404, error: 'not_found', message: 'Object not found' }

/** The body, or null past `limit` bytes or when the client went away. */
const readBytes = async (req: IncomingMessage, limit: number) => {
  const body = await readBodyBytes(req, limit, { overLimit: 'drain' })
  return body.ok ? body.bytes : null
}

/** The file of an upload: the form's file part (as supabase-js sends a Blob), or the raw body. */
function uploadedFile(
  req: IncomingMessage,
  body: Buffer,
): { bytes: Uint8Array; contentType: string } | null {
  const declared = (req.headers['content-type'] ?? '').trim()
  if (/^multipart\/form-data\s*;/i.test(declared)) return firstFilePart(body, declared)
  return { bytes: body, contentType: declared.split(';')[0]!.trim().toLowerCase() }
}

const json = async (req: IncomingMessage): Promise<unknown> => {
  const body = await readBytes(req, 64 * 1024)
  try {
    return body ? (JSON.parse(body.toString('utf8')) as unknown) : undefined
  } catch {
    return undefined
  }
}

/**
 * /storage/v1 as Supabase Storage answers it, over the local folder: a signed upload (PUT
 * /object/upload/sign/<bucket>/<path>?token=, as supabase-js's uploadToSignedUrl sends it) with
 * the bucket's type and size rules, and a signed download (GET /object/sign/<bucket>/<path>).
 * Everything else only for the service role (see isServiceRole), else refused.
 */
export function createStorageHandler(options: StorageHandlerOptions) {
  const { storage } = options
  const isServiceRole = options.isServiceRole ?? (() => false)

  async function upload(
    req: IncomingMessage,
    res: ServerResponse,
    bucket: string,
    objectPath: string,
    token: string,
  ) {
    if (!(await storage.verify(token, 'upload', bucket, objectPath))) {
      return refuse(res, invalidSignature)
    }
    const rules = buckets[bucket]!
    const body = await readBytes(req, rules.fileSizeLimit + formOverhead)
    const tooLarge: Refusal = {
      status: 413,
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
      headers: { connection: 'close' },
    }
    if (!body) return refuse(res, tooLarge)
    const file = uploadedFile(req, body)
    if (!file)
      return refuse(res, {
        status: 400,
        error: 'InvalidRequest',
        message: 'No file in the request',
      })
    if (!rules.allowedMimeTypes.includes(file.contentType.toLowerCase())) {
      return refuse(res, {
        status: 415,
        error: 'invalid_mime_type',
        message: `mime type ${file.contentType || '(none)'} is not supported`,
      })
    }
    if (file.bytes.length > rules.fileSizeLimit) return refuse(res, tooLarge)
    await storage.write(bucket, objectPath, file.bytes, file.contentType.toLowerCase())
    sendJson(res, { status: 200, body: { Key: `${bucket}/${objectPath}` } })
  }

  async function download(
    res: ServerResponse,
    bucket: string,
    objectPath: string,
    token: string,
    head: boolean,
  ) {
    if (!(await storage.verify(token, 'download', bucket, objectPath))) {
      return refuse(res, invalidSignature)
    }
    const object = await storage.read(bucket, objectPath)
    if (!object) return refuse(res, notFound)
    res.writeHead(200, {
      'content-type': object.contentType,
      'content-length': String(object.bytes.length),
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    })
    res.end(head ? undefined : object.bytes)
  }

  async function serviceCall(
    req: IncomingMessage,
    res: ServerResponse,
    route: string[],
    method: string,
  ) {
    // POST /object/upload/sign/<bucket>/<path>: a token to upload there
    if (method === 'POST' && route[0] === 'upload' && route[1] === 'sign') {
      const [bucket, ...rest] = route.slice(2)
      const objectPath = rest.join('/')
      if (!bucket || !(bucket in buckets) || !isObjectPath(objectPath)) return refuse(res, notFound)
      const token = await storage.uploadToken(bucket, objectPath)
      return sendJson(res, {
        status: 200,
        body: { url: `/object/upload/sign/${bucket}/${objectPath}?token=${token}` },
      })
    }
    // POST /object/sign/<bucket> {expiresIn, paths}
    if (method === 'POST' && route[0] === 'sign' && route.length === 2 && route[1]! in buckets) {
      const request = (await json(req)) as { expiresIn?: unknown; paths?: unknown } | undefined
      const paths = request?.paths
      if (!Array.isArray(paths) || typeof request?.expiresIn !== 'number') {
        return refuse(res, { status: 400, error: 'InvalidRequest', message: 'paths and expiresIn' })
      }
      const answer = []
      for (const each of paths) {
        const ok =
          typeof each === 'string' && isObjectPath(each) && (await storage.exists(route[1]!, each))
        answer.push(
          ok
            ? {
                error: null,
                path: each,
                signedURL: await storage.signedUrl(route[1]!, each, request.expiresIn),
              }
            : {
                error: 'Either the object does not exist or you do not have access to it',
                path: each,
                signedURL: null,
              },
        )
      }
      return sendJson(res, { status: 200, body: answer })
    }
    // GET /object/authenticated/<bucket>/<path>, with Range bytes=0-N
    if (method === 'GET' && route[0] === 'authenticated') {
      const [bucket, ...rest] = route.slice(1)
      const objectPath = rest.join('/')
      if (!bucket || !(bucket in buckets) || !isObjectPath(objectPath)) return refuse(res, notFound)
      const object = await storage.read(bucket, objectPath)
      if (!object) return refuse(res, notFound)
      const range = /^bytes=0-(\d+)$/.exec(String(req.headers.range ?? ''))
      if (range) {
        const end = Math.min(Number(range[1]), object.bytes.length - 1)
        const part = object.bytes.subarray(0, end + 1)
        res.writeHead(206, {
          'content-type': object.contentType,
          'content-length': String(part.length),
          'content-range': `bytes 0-${end}/${object.bytes.length}`,
        })
        return res.end(part)
      }
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': String(object.bytes.length),
      })
      return res.end(object.bytes)
    }
    // DELETE /object/<bucket> {prefixes}
    if (method === 'DELETE' && route.length === 1 && route[0]! in buckets) {
      const request = (await json(req)) as { prefixes?: unknown } | undefined
      const prefixes = request?.prefixes
      if (!Array.isArray(prefixes) || !prefixes.every((each) => typeof each === 'string')) {
        return refuse(res, { status: 400, error: 'InvalidRequest', message: 'prefixes' })
      }
      const removed = await storage.remove(route[0]!, prefixes as string[])
      return sendJson(res, {
        status: 200,
        body: removed.map((name) => ({ name, bucket_id: route[0] })),
      })
    }
    return refuse(res, notFound)
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      const original = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/'
      const url = new URL(original, 'http://storage.local')
      const prefix = '/storage/v1/object/'
      if (!url.pathname.startsWith(prefix)) return refuse(res, notFound)
      let route: string[]
      try {
        route = url.pathname.slice(prefix.length).split('/').map(decodeURIComponent)
      } catch {
        return refuse(res, notFound)
      }
      const method = req.method ?? 'GET'
      const token = url.searchParams.get('token')
      if (token !== null && route[0] === 'upload' && route[1] === 'sign' && method === 'PUT') {
        const [bucket, ...rest] = route.slice(2)
        const objectPath = rest.join('/')
        if (!bucket || !(bucket in buckets) || !isObjectPath(objectPath))
          return refuse(res, invalidSignature)
        return await upload(req, res, bucket, objectPath, token)
      }
      if (token !== null && route[0] === 'sign' && (method === 'GET' || method === 'HEAD')) {
        const [bucket, ...rest] = route.slice(1)
        const objectPath = rest.join('/')
        if (!bucket || !(bucket in buckets) || !isObjectPath(objectPath))
          return refuse(res, invalidSignature)
        return await download(res, bucket, objectPath, token, method === 'HEAD')
      }
      if (isServiceRole(req.headers.authorization)) {
        await serviceCall(req, res, route, method)
        return
      }
      return refuse(res, { status: 403, error: 'Unauthorized', message: 'Sign the URL first' })
    } catch (error) {
      options.logError('Storage: unexpected failure', error)
      if (!res.headersSent)
        sendJson(res, {
          status: 500,
          body: { statusCode: '500', error: 'internal', message: 'Unexpected failure' },
        })
    }
  }
}
