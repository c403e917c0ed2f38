import type { IncomingMessage } from 'node:http'

// a guest's answer with fifty named people, their meals and a message fits; a megabyte does not
export const maxBodyBytes = 64 * 1024

export type BodyResult =
  { ok: true; text: string } | { ok: false; reason: 'too-large' | 'not-utf8' | 'aborted' }

export type BytesResult =
  { ok: true; bytes: Buffer } | { ok: false; reason: 'too-large' | 'aborted' }

const decoder = new TextDecoder('utf-8', { fatal: true })

/**
 * Reads at most `limit` bytes and never buffers more (whatever Content-Length says). Past it,
 * `overLimit: 'pause'` stops reading, and the connection is closed with the refusal; `'drain'`
 * reads and drops the rest, so an upload's refusal can still be answered on its connection.
 */
export function readBodyBytes(
  req: IncomingMessage,
  limit: number,
  { overLimit = 'pause' }: { overLimit?: 'pause' | 'drain' } = {},
): Promise<BytesResult> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.resolve({ ok: false, reason: 'too-large' })
  }
  // the client may have reset the connection before anyone listened: no event would ever come
  if (req.destroyed && !req.complete) {
    return Promise.resolve({ ok: false, reason: 'aborted' })
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = (result: BytesResult) => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onAbort)
      req.off('aborted', onAbort)
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        // a flowing request without a listener for its data reads on and drops it
        if (overLimit === 'pause') req.pause()
        finish({ ok: false, reason: 'too-large' })
      } else chunks.push(chunk)
    }
    const onEnd = () => finish({ ok: true, bytes: Buffer.concat(chunks) })
    const onAbort = () => finish({ ok: false, reason: 'aborted' })
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onAbort)
    req.on('aborted', onAbort)
  })
}

/** The body as UTF-8 text, read as `readBodyBytes` reads it; refused when it is not UTF-8. */
export async function readBody(req: IncomingMessage, limit = maxBodyBytes): Promise<BodyResult> {
  const body = await readBodyBytes(req, limit)
  if (!body.ok) return body
  try {
    return { ok: true, text: decoder.decode(body.bytes) }
  } catch {
    return { ok: false, reason: 'not-utf8' }
  }
}
