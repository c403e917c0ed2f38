import { describe, expect, it } from 'vitest'
import { firstFilePart } from '../../server/storage/multipart'

/** A body and its Content-Type exactly as fetch encodes a FormData, as supabase-js sends an upload. */
async function encoded(form: FormData) {
  const request = new Request('http://localhost/upload', { method: 'PUT', body: form })
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get('content-type')!,
  }
}

const text = (value: string) => new TextEncoder().encode(value)

describe('the file of a multipart upload', () => {
  it('is the form’s file, byte for byte, with its type, after the cacheControl field', async () => {
    const bytes = new Uint8Array(4096).map((_, index) => (index * 7) % 256)
    const form = new FormData()
    form.append('cacheControl', '3600')
    form.append('', new Blob([bytes], { type: 'image/jpeg' }))
    const { body, type } = await encoded(form)
    expect(firstFilePart(body, type)).toEqual({ bytes, contentType: 'image/jpeg' })
  })

  it('keeps bytes that look like the boundary without its CRLF, and reads a quoted boundary', () => {
    const boundary = 'a b'
    const content = `x--${boundary}y\n--${boundary}`
    const body = text(
      `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="blob"\r\n` +
        `Content-Type: IMAGE/JPEG; charset=x\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    )
    expect(firstFilePart(body, `multipart/form-data; boundary="${boundary}"`)).toEqual({
      bytes: text(content),
      contentType: 'image/jpeg',
    })
  })

  it('is nothing for a form without a file, a truncated body, no boundary or a stray preamble', () => {
    const fieldOnly = text(
      '--b\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n--b--\r\n',
    )
    expect(firstFilePart(fieldOnly, 'multipart/form-data; boundary=b')).toBeNull()
    const truncated = text(
      '--b\r\nContent-Disposition: form-data; name=""; filename="blob"\r\n\r\nabc',
    )
    expect(firstFilePart(truncated, 'multipart/form-data; boundary=b')).toBeNull()
    expect(firstFilePart(fieldOnly, 'multipart/form-data')).toBeNull()
    expect(firstFilePart(fieldOnly, 'multipart/form-data; boundary=')).toBeNull()
    const preamble = text(`junk\r\n${new TextDecoder().decode(fieldOnly)}`)
    expect(firstFilePart(preamble, 'multipart/form-data; boundary=b')).toBeNull()
    expect(firstFilePart(new Uint8Array(), 'multipart/form-data; boundary=b')).toBeNull()
    const headersNeverEnd = text('--b\r\nContent-Disposition: form-data; filename="x"')
    expect(firstFilePart(headersNeverEnd, 'multipart/form-data; boundary=b')).toBeNull()
  })
})
