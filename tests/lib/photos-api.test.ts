import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPhotoApi } from '../../web/src/lib/photos/photo-api'
import { isFinalRefusal, PhotoApiError } from '../../web/src/lib/photos/photo-api-error'

const config = { url: 'https://proyecto.supabase.co', anonKey: 'anon' }
const request = {
  invitation: '014',
  sha256: 'a'.repeat(64),
  bytes: 1000,
  width: 2560,
  height: 1707,
  thumbBytes: 100,
}

/** Answers every call with `status` and `body`, keeping what was asked. */
function answer(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Response(JSON.stringify(body), { status })
  })
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the guests’ photo calls', () => {
  it('posts to the photos function with the anon key, as supabase-js’s functions.invoke does', async () => {
    const calls = answer(200, {
      photoId: 'p1',
      path: 'f/p1.jpg',
      token: 't',
      thumbPath: 'f/p1.thumb.jpg',
      thumbToken: 'u',
      alreadyStored: false,
    })
    const reservation = await createPhotoApi(config).reserve(request)
    expect(reservation).toEqual({
      alreadyStored: false,
      photoId: 'p1',
      path: 'f/p1.jpg',
      token: 't',
      thumbPath: 'f/p1.thumb.jpg',
      thumbToken: 'u',
    })
    expect(calls[0]!.url).toBe('https://proyecto.supabase.co/functions/v1/photos/reserve')
    const headers = calls[0]!.init.headers as Record<string, string>
    expect(headers.apikey).toBe('anon')
    expect(headers.Authorization).toBe('Bearer anon')
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(request)
  })

  it('reads «already stored» with the server’s status', async () => {
    answer(200, { photoId: 'p1', alreadyStored: true, status: 'approved' })
    await expect(createPhotoApi(config).reserve(request)).resolves.toEqual({
      alreadyStored: true,
      photoId: 'p1',
      status: 'approved',
    })
  })

  it('turns a refusal into its code, final or worth another try', async () => {
    answer(409, { code: 'quota' })
    const quota = await createPhotoApi(config)
      .reserve(request)
      .catch((error: unknown) => error)
    expect(quota).toBeInstanceOf(PhotoApiError)
    expect((quota as PhotoApiError).code).toBe('quota')
    expect(isFinalRefusal(quota)).toBe(true)
    answer(429, {})
    const throttled = await createPhotoApi(config)
      .reserve(request)
      .catch((error: unknown) => error)
    expect((throttled as PhotoApiError).code).toBe('throttled')
    expect(isFinalRefusal(throttled)).toBe(false)
    expect(isFinalRefusal(new PhotoApiError('not_uploaded', 422))).toBe(false)
  })

  it('says «network» when no answer came, and refuses an answer that is not the contract’s', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(createPhotoApi(config).mine('014')).rejects.toMatchObject({ code: 'network' })
    answer(200, { photoId: 'p1', path: 'f/p1.jpg' })
    await expect(createPhotoApi(config).reserve(request)).rejects.toMatchObject({
      code: 'bad_answer',
    })
  })

  it('hides the gallery’s photos while the couple does not show it', async () => {
    answer(200, { visible: false, photos: [{ id: 'x' }] })
    await expect(createPhotoApi(config).gallery()).resolves.toEqual({ visible: false, photos: [] })
  })
  it('sends the TV’s key in the body of screen, never in the address, and reads bad_key', async () => {
    const photos = [{ id: 'p1', url: 'https://x/p1.jpg', approvedAt: '2026-11-28T22:00:00Z' }]
    const calls = answer(200, { photos })
    await expect(createPhotoApi(config).screen('clave-de-la-pantalla')).resolves.toEqual(photos)
    expect(calls[0]!.url).toBe('https://proyecto.supabase.co/functions/v1/photos/screen')
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ key: 'clave-de-la-pantalla' })

    answer(401, { code: 'bad_key' })
    await expect(createPhotoApi(config).screen('otra')).rejects.toMatchObject({ code: 'bad_key' })
    answer(200, { photos: 'no' })
    await expect(createPhotoApi(config).screen('otra')).rejects.toMatchObject({
      code: 'bad_answer',
    })
  })
})
