import type { PGlite } from '@electric-sql/pglite'
import { createHash } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import { addEmbeddedAccount } from '../../server/auth/accounts'
import type { LocalStorage } from '../../server/storage/local-storage'

/**
 * The photos function's contract (docs/photo-wall.md), the same for the Edge Function under
 * Deno and the embedded server's: each suite gives where the function, Storage and Auth answer.
 */
export type PhotosSite = {
  db: PGlite
  /** The function's URL: <functionUrl>/reserve, /confirm … */
  functionUrl: string
  /** The project's URL: /auth/v1, /rest/v1 and /storage/v1 under it. */
  baseUrl: string
  /** The bucket's folder, to check what storage really holds. */
  storage: LocalStorage
}

export const coupleEmail = 'novios@example.com'
const couplePassword = 'la clave de los novios'

let hashes = 0
/** A JPEG's first bytes and `size` bytes in all, different from any other this process made. */
export function fakeJpeg(size = 4096): Uint8Array {
  const bytes = new Uint8Array(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  new DataView(bytes.buffer).setUint32(8, (hashes += 1))
  return bytes
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

export function post(site: PhotosSite, action: string, body: unknown, token?: string) {
  return fetch(`${site.functionUrl}/${action}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // as Cloudflare sets it on hosted Supabase; the embedded server reads the socket instead
      'cf-connecting-ip': '198.51.100.60',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function answer<T = Record<string, unknown>>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as T
  expect({ status: response.status, body }).toMatchObject({ status })
  return body
}

/**
 * PUT as supabase-js's uploadToSignedUrl sends a Blob: a multipart form with cacheControl and the
 * file part, written out byte by byte so it is the same under jsdom (whose Blob Node's fetch
 * cannot read) and Node.
 */
export async function upload(
  site: PhotosSite,
  path: string,
  token: string,
  bytes: Uint8Array,
  type = 'image/jpeg',
) {
  const boundary = '----photos-contract-boundary'
  const encoder = new TextEncoder()
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="blob"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  )
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`)
  const body = new Uint8Array(head.length + bytes.length + tail.length)
  body.set(head)
  body.set(bytes, head.length)
  body.set(tail, head.length + bytes.length)
  return fetch(`${site.baseUrl}/storage/v1/object/upload/sign/photos/${path}?token=${token}`, {
    method: 'PUT',
    headers: { 'x-upsert': 'true', 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  })
}

type Reservation = {
  photoId: string
  path: string
  token: string
  thumbPath: string
  thumbToken: string
  alreadyStored: boolean
}

export async function reserve(
  site: PhotosSite,
  invitation: string,
  photo: Uint8Array,
  thumb: Uint8Array,
) {
  return post(site, 'reserve', {
    invitation,
    sha256: sha256(photo),
    bytes: photo.length,
    width: 2560,
    height: 1920,
    thumbBytes: thumb.length,
  })
}

/** Reserves, uploads both and confirms, as the guest's page does. */
export async function sendPhoto(
  site: PhotosSite,
  invitation: string,
  photo = fakeJpeg(),
  thumb = fakeJpeg(512),
) {
  const reserved = await answer<Reservation>(await reserve(site, invitation, photo, thumb))
  expect((await upload(site, reserved.path, reserved.token, photo)).status).toBe(200)
  expect((await upload(site, reserved.thumbPath, reserved.thumbToken, thumb)).status).toBe(200)
  const confirmed = await answer<{ status: string }>(
    await post(site, 'confirm', { invitation, photoId: reserved.photoId }),
  )
  return { ...reserved, photo, thumb, status: confirmed.status }
}

const rowOf = async (db: PGlite, id: string) =>
  (await db.query<{ status: string }>('select status from public.photos where id = $1', [id]))
    .rows[0]

/** The tests of the contract, for the site `site()` gives once its beforeAll has run. */
export function photosContract(site: () => PhotosSite) {
  let couple: string

  beforeAll(async () => {
    const { db, baseUrl } = site()
    await addEmbeddedAccount(db, coupleEmail, couplePassword, 'couple')
    const response = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: coupleEmail, password: couplePassword }),
    })
    couple = ((await response.json()) as { access_token: string }).access_token
  }, 60_000)

  it('reserves, takes the upload, confirms from what storage holds, and lists the family’s photo', async () => {
    const sent = await sendPhoto(site(), '002')
    expect(sent.status).toBe('pending')
    expect(await site().storage.info('photos', sent.path)).toMatchObject({
      size: sent.photo.length,
    })
    // confirming again, or reserving the same photo again, sends nothing twice
    expect(
      await answer(await post(site(), 'confirm', { invitation: '002', photoId: sent.photoId })),
    ).toEqual({
      status: 'pending',
    })
    expect(await answer(await reserve(site(), '002', sent.photo, sent.thumb))).toEqual({
      photoId: sent.photoId,
      alreadyStored: true,
      status: 'pending',
    })
    const mine = await answer<{ photos: { id: string; thumbUrl: string; status: string }[] }>(
      await post(site(), 'mine', { invitation: '002' }),
    )
    const listed = mine.photos.find((photo) => photo.id === sent.photoId)!
    expect(listed.status).toBe('pending')
    const thumb = await fetch(listed.thumbUrl)
    expect(new Uint8Array(await thumb.arrayBuffer())).toEqual(sent.thumb)
  })

  it('refuses a forged size, an HTML file named .jpg and a missing upload, and keeps nothing of them', async () => {
    const photo = fakeJpeg(4096)
    const thumb = fakeJpeg(512)
    // the browser says 4096 bytes, sends 3000
    const forged = await answer<Reservation>(await reserve(site(), '006', photo, thumb))
    await upload(site(), forged.path, forged.token, photo.slice(0, 3000))
    await upload(site(), forged.thumbPath, forged.thumbToken, thumb)
    expect(
      await answer(
        await post(site(), 'confirm', { invitation: '006', photoId: forged.photoId }),
        422,
      ),
    ).toEqual({
      code: 'size_mismatch',
    })
    expect(await site().storage.exists('photos', forged.path)).toBe(false)
    expect(await site().storage.exists('photos', forged.thumbPath)).toBe(false)
    expect(await rowOf(site().db, forged.photoId)).toBeUndefined()

    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>'.padEnd(4096))
    const named = await answer<Reservation>(await reserve(site(), '006', html, thumb))
    // sent as image/jpeg, so storage's type check lets it in: its first bytes give it away
    await upload(site(), named.path, named.token, html)
    await upload(site(), named.thumbPath, named.thumbToken, thumb)
    expect(
      await answer(
        await post(site(), 'confirm', { invitation: '006', photoId: named.photoId }),
        422,
      ),
    ).toEqual({
      code: 'not_jpeg',
    })
    expect(await site().storage.exists('photos', named.path)).toBe(false)

    const missing = await answer<Reservation>(await reserve(site(), '006', fakeJpeg(), thumb))
    expect(
      await answer(
        await post(site(), 'confirm', { invitation: '006', photoId: missing.photoId }),
        422,
      ),
    ).toEqual({ code: 'not_uploaded' })
    expect(await rowOf(site().db, missing.photoId)).toBeUndefined()
  })

  it('refuses a number that does not exist, a family that did not confirm, and a photo of another family', async () => {
    const photo = fakeJpeg()
    expect(await answer(await reserve(site(), '999', photo, fakeJpeg(512)), 404)).toEqual({
      code: 'not_found',
    })
    expect(await answer(await reserve(site(), '003', photo, fakeJpeg(512)), 403)).toEqual({
      code: 'not_confirmed',
    })
    const theirs = await sendPhoto(site(), '009')
    for (const action of ['confirm', 'delete']) {
      expect(
        await answer(
          await post(site(), action, { invitation: '014', photoId: theirs.photoId }),
          404,
        ),
      ).toEqual({
        code: 'not_found',
      })
    }
    expect(await site().storage.exists('photos', theirs.path)).toBe(true)
    expect(await rowOf(site().db, theirs.photoId)).toEqual({ status: 'pending' })
  })

  it('refuses bodies that are not exactly the action’s fields, and a huge one', async () => {
    const good = {
      invitation: '002',
      sha256: 'a'.repeat(64),
      bytes: 10,
      width: 10,
      height: 10,
      thumbBytes: 5,
    }
    for (const body of [
      { ...good, path: 'otra/ruta.jpg' },
      { ...good, bytes: '10' },
      { ...good, bytes: 1.5 },
      { ...good, width: null },
      { ...good, invitation: ['002'] },
      { ...good, sha256: 'A'.repeat(64) },
      [good],
      'null',
    ]) {
      expect(await answer(await post(site(), 'reserve', body), 400)).toEqual({
        code: 'bad_request',
      })
    }
    expect(
      await answer(
        await post(site(), 'confirm', { invitation: '002', photoId: 'not-a-uuid' }),
        400,
      ),
    ).toEqual({ code: 'bad_request' })
    const huge = await post(site(), 'reserve', { ...good, invitation: 'x'.repeat(100_000) })
    expect(await answer(huge, 413)).toEqual({ code: 'too_large' })
    const other = await post(site(), 'list-everything', {})
    expect(other.status).toBe(404)
  })

  it('lets a family delete its own photo, objects and all', async () => {
    const sent = await sendPhoto(site(), '014')
    expect(
      await answer(await post(site(), 'delete', { invitation: '014', photoId: sent.photoId })),
    ).toEqual({})
    expect(await site().storage.exists('photos', sent.path)).toBe(false)
    expect(await site().storage.exists('photos', sent.thumbPath)).toBe(false)
    expect(await rowOf(site().db, sent.photoId)).toBeUndefined()
  })

  it('shows the gallery and the TV the approved photos only, when the couple says so', async () => {
    const approved = await sendPhoto(site(), '002')
    const pending = await sendPhoto(site(), '002')
    const asCouple = (fn: string, args: unknown) =>
      fetch(`${site().baseUrl}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${couple}` },
        body: JSON.stringify(args),
      })
    expect(
      (
        await asCouple('couple_set_photo_status', {
          p_photo_id: approved.photoId,
          p_status: 'approved',
        })
      ).status,
    ).toBe(200)
    expect(await answer(await post(site(), 'gallery', {}))).toEqual({ visible: false, photos: [] })
    await site().db.query('update public.photo_settings set gallery_visible = true')
    try {
      const gallery = await answer<{ photos: { id: string; url: string }[] }>(
        await post(site(), 'gallery', {}),
      )
      const ids = gallery.photos.map((photo) => photo.id)
      expect(ids).toContain(approved.photoId)
      expect(ids).not.toContain(pending.photoId)
      const full = await fetch(gallery.photos.find((photo) => photo.id === approved.photoId)!.url)
      expect(new Uint8Array(await full.arrayBuffer())).toEqual(approved.photo)
    } finally {
      await site().db.query('update public.photo_settings set gallery_visible = false')
    }

    expect(await answer(await post(site(), 'screen', { key: 'x'.repeat(43) }), 401)).toEqual({
      code: 'bad_key',
    })
    const { key } = (await (await asCouple('couple_new_screen_key', {})).json()) as { key: string }
    const screen = await answer<{ photos: { id: string; approvedAt: string }[] }>(
      await post(site(), 'screen', { key }),
    )
    expect(screen.photos[0]!.id).toBe(approved.photoId)
    const after = await answer<{ photos: unknown[] }>(
      await post(site(), 'screen', { key, after: screen.photos[0]!.approvedAt }),
    )
    expect(after.photos).toEqual([])
  })

  it('gives the couple signed URLs and deletes for them, and neither to anyone else', async () => {
    const sent = await sendPhoto(site(), '009')
    for (const token of [undefined, 'embedded']) {
      expect(
        (await post(site(), 'couple-urls', { photoIds: [sent.photoId], size: 'full' }, token))
          .status,
      ).toBe(403)
      expect((await post(site(), 'couple-delete', { photoId: sent.photoId }, token)).status).toBe(
        403,
      )
    }
    const { urls } = await answer<{ urls: Record<string, string> }>(
      await post(site(), 'couple-urls', { photoIds: [sent.photoId], size: 'full' }, couple),
    )
    expect(new Uint8Array(await (await fetch(urls[sent.photoId]!)).arrayBuffer())).toEqual(
      sent.photo,
    )
    expect(
      await answer(await post(site(), 'couple-delete', { photoId: sent.photoId }, couple)),
    ).toEqual({})
    expect(await site().storage.exists('photos', sent.path)).toBe(false)
    expect(await rowOf(site().db, sent.photoId)).toBeUndefined()
  })
}
