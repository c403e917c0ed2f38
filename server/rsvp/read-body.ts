import type { IncomingMessage } from 'node:http'

// a guest's answer with fifty named people, their meals and a message fits; a megabyte does not
export const maxBodyBytes = 64 * 1024

export type BodyResult =
  { ok: true; text: string } | { ok: false; reason: 'too-large' | 'not-utf8' | 'aborted' }

const decoder = new TextDecoder('utf-8', { fatal: true })

/** Reads at most `limit` bytes; past it, stops reading and never buffers the rest. */
export function readBody(req: IncomingMessage, limit = maxBodyBytes): Promise<BodyResult> {
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
    const finish = (result: BodyResult) => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onAbort)
      req.off('aborted', onAbort)
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.pause()
        finish({ ok: false, reason: 'too-large' })
      } else chunks.push(chunk)
    }
    const onEnd = () => {
      try {
        finish({ ok: true, text: decoder.decode(Buffer.concat(chunks)) })
      } catch {
        finish({ ok: false, reason: 'not-utf8' })
      }
    }
    const onAbort = () => finish({ ok: false, reason: 'aborted' })
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onAbort)
    req.on('aborted', onAbort)
  })
}
