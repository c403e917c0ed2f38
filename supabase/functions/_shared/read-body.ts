export type LimitedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false }

/**
 * The request's body, or not ok once it passes `limit` bytes: stops reading there, whatever
 * Content-Length claimed.
 */
export async function readLimitedBody(request: Request, limit: number): Promise<LimitedBody> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limit) return { ok: false }
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.length
      if (size > limit) {
        await reader.cancel()
        return { ok: false }
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
  return { ok: true, bytes }
}

/**
 * The body as UTF-8 text: null once it passes `limit` bytes, undefined when it is not UTF-8.
 */
export async function readLimitedText(
  request: Request,
  limit: number,
): Promise<string | null | undefined> {
  const body = await readLimitedBody(request, limit)
  if (!body.ok) return null
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body.bytes)
  } catch {
    return undefined
  }
}
