import { createClient } from '@supabase/supabase-js'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalStorage } from '../../server/storage/local-storage'
import { createStorageHandler } from '../../server/storage/storage-handler'

let root: string
let storage: LocalStorage
let server: http.Server
let baseUrl: string

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'photo-storage-'))
  storage = new LocalStorage(root)
  const handler = createStorageHandler({
    storage,
    logError: (message, error) => console.error(message, error),
  })
  server = http.createServer((req, res) => void handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await rm(root, { recursive: true, force: true })
})

const folder = '6f1f4a52-6c43-4d7e-9b1e-0d2a4b7c9e10'
let count = 0
const freshPath = () => `${folder}/${(count += 1).toString().padStart(12, '0')}.jpg`

/** The first bytes of a JPEG, and some more. */
const jpeg = (size = 2048) => {
  const bytes = new Uint8Array(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return bytes
}

// Node 20 has no WebSocket for supabase-js' realtime, which storage never uses
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used')
  }
}

const bucket = () =>
  createClient(baseUrl, 'embedded', {
    auth: { persistSession: false },
    realtime: { transport: NoRealtime as never },
  }).storage.from('photos')

const stored = async () =>
  (await readdir(path.join(root, 'photos', folder)).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.jpg'),
  )

describe('the embedded Storage’s signed uploads', () => {
  it('takes a JPEG as supabase-js’s uploadToSignedUrl sends a Blob, and serves it back signed', async () => {
    const objectPath = freshPath()
    const token = await storage.uploadToken('photos', objectPath)
    const { data, error } = await bucket().uploadToSignedUrl(
      objectPath,
      token,
      new Blob([jpeg()], { type: 'image/jpeg' }),
      { contentType: 'image/jpeg', upsert: true },
    )
    expect(error).toBeNull()
    expect(data?.path).toBe(objectPath)
    expect(await storage.info('photos', objectPath)).toMatchObject({
      size: 2048,
      contentType: 'image/jpeg',
    })

    const signed = await storage.signedUrl('photos', objectPath, 60)
    const response = await fetch(`${baseUrl}/storage/v1${signed}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(jpeg())
  })

  it('refuses an HTML file named .jpg sent as text/html, and a wrong token, and another path', async () => {
    const objectPath = freshPath()
    const token = await storage.uploadToken('photos', objectPath)
    const before = await stored()
    const html = await bucket().uploadToSignedUrl(
      objectPath,
      token,
      new Blob(['<html><script>alert(1)</script></html>'], { type: 'text/html' }),
    )
    expect(html.error).not.toBeNull()
    expect(html.error && 'status' in html.error ? html.error.status : null).toBe(415)

    const wrong = await bucket().uploadToSignedUrl(
      objectPath,
      `${token.slice(0, -2)}AA`,
      new Blob([jpeg()], { type: 'image/jpeg' }),
    )
    expect(wrong.error).not.toBeNull()
    const other = await bucket().uploadToSignedUrl(
      freshPath(),
      token,
      new Blob([jpeg()], { type: 'image/jpeg' }),
    )
    expect(other.error).not.toBeNull()
    const escape = await fetch(
      `${baseUrl}/storage/v1/object/upload/sign/photos/${folder}/..%2F..%2Fx.jpg?token=${token}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: jpeg(),
      },
    )
    expect(escape.status).toBe(400)
    expect(await stored()).toEqual(before)
  })

  it('refuses a download with an upload’s token, or another object’s', async () => {
    const objectPath = freshPath()
    const token = await storage.uploadToken('photos', objectPath)
    await storage.write('photos', objectPath, jpeg(), 'image/jpeg')
    const asUpload = await fetch(
      `${baseUrl}/storage/v1/object/sign/photos/${objectPath}?token=${token}`,
    )
    expect(asUpload.status).toBe(400)
    const signed = await storage.signedUrl('photos', freshPath(), 60)
    const token2 = new URL(signed, baseUrl).searchParams.get('token')
    const another = await fetch(
      `${baseUrl}/storage/v1/object/sign/photos/${objectPath}?token=${token2}`,
    )
    expect(another.status).toBe(400)
    const unsigned = await fetch(`${baseUrl}/storage/v1/object/authenticated/photos/${objectPath}`)
    expect(unsigned.status).toBe(403)
  })

  it('refuses a body over the bucket’s 12 MB, declared or streamed, and stores nothing', async () => {
    const objectPath = freshPath()
    const token = await storage.uploadToken('photos', objectPath)
    const url = `${baseUrl}/storage/v1/object/upload/sign/photos/${objectPath}?token=${token}`
    const huge = jpeg(12 * 1024 * 1024 + 1)
    const declared = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: huge,
    })
    expect(declared.status).toBe(413)
    const streamed = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < huge.length + 128 * 1024; at += 1024 * 1024) {
            controller.enqueue(new Uint8Array(1024 * 1024))
          }
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit).catch(() => null)
    // a refusal, or a connection closed before the rest was read: never stored
    if (streamed) expect(streamed.status).toBe(413)
    expect(await storage.exists('photos', objectPath)).toBe(false)
  })

  it('forgets a token once it expired', async () => {
    const objectPath = freshPath()
    const signed = await storage.signedUrl('photos', objectPath, 1)
    const token = new URL(signed, baseUrl).searchParams.get('token')!
    const [body] = token.split('.')
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { exp: number }
    expect(claims.exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1)
    expect(await storage.verify(token, 'download', 'photos', objectPath)).toBe(true)
    const forged = `${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url')}.${token.split('.')[1]}`
    expect(await storage.verify(forged, 'download', 'photos', objectPath)).toBe(false)
  })
})
