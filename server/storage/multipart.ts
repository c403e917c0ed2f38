/**
 * The first file of a multipart/form-data body (RFC 7578), as supabase-js sends an upload: a
 * cacheControl field, then the file. Read by hand rather than with `new Response(body).formData()`:
 * on Node 24 that makes its File with whatever `globalThis.File` is, and refuses the result when
 * something else (jsdom, in the couple's room tests) has replaced it.
 */
export function firstFilePart(
  body: Uint8Array,
  contentType: string,
): { bytes: Uint8Array; contentType: string } | null {
  const boundary = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType)
  const name = boundary?.[1] ?? boundary?.[2]
  if (!name) return null
  const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  const delimiter = Buffer.from(`\r\n--${name}`)
  // the body starts with the delimiter itself (no CRLF before the first one)
  let at = buffer.indexOf(delimiter.subarray(2))
  if (at !== 0) return null
  at += delimiter.length - 2
  for (;;) {
    const after = buffer.subarray(at, at + 2).toString('latin1')
    if (after === '--') return null // the closing delimiter: no file part
    if (after !== '\r\n') return null
    const headersEnd = buffer.indexOf('\r\n\r\n', at + 2)
    if (headersEnd === -1) return null
    const headers = buffer.subarray(at + 2, headersEnd).toString('latin1')
    const contentStart = headersEnd + 4
    const contentEnd = buffer.indexOf(delimiter, contentStart)
    if (contentEnd === -1) return null
    const disposition = /^content-disposition:[^\r\n]*/im.exec(headers)?.[0] ?? ''
    if (/;\s*filename\*?=/i.test(disposition)) {
      const type = /^content-type:\s*([^\r\n;]*)/im.exec(headers)?.[1] ?? ''
      return {
        bytes: new Uint8Array(buffer.subarray(contentStart, contentEnd)),
        contentType: type.trim().toLowerCase(),
      }
    }
    at = contentEnd + delimiter.length
  }
}
