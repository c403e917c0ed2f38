import { env, type SupabaseConfig } from '../../config/env'
import { PhotoApiError, photoApiErrorOf } from './photo-api-error'

/** What the server keeps of a photo a family sent. */
export type PhotoStatus = 'pending' | 'approved' | 'hidden'

export type ReserveRequest = {
  invitation: string
  sha256: string
  bytes: number
  width: number
  height: number
  thumbBytes: number
}
/** A place to upload to, or the news that this family stored that photo already. */
export type Reservation =
  | {
      alreadyStored: false
      photoId: string
      path: string
      token: string
      thumbPath: string
      thumbToken: string
    }
  | { alreadyStored: true; photoId: string; status: PhotoStatus }

export type OwnPhoto = { id: string; status: PhotoStatus; thumbUrl: string; createdAt: string }
export type GalleryPhoto = {
  id: string
  thumbUrl: string
  url: string
  width: number
  height: number
}
export type Gallery = { visible: boolean; photos: GalleryPhoto[] }
/** An approved photo for the venue's TV: a signed URL (1 hour) and when the couple approved it. */
export type ScreenPhoto = { id: string; url: string; approvedAt: string }

/** The guest's side of the photo wall (docs/photos.md): the Edge Function and signed uploads. */
export type PhotoApi = {
  reserve(request: ReserveRequest): Promise<Reservation>
  /** PUTs a JPEG to a signed upload path; `onProgress` gets 0…1 as the bytes leave the phone. */
  upload(
    path: string,
    token: string,
    jpeg: Blob,
    onProgress?: (share: number) => void,
  ): Promise<void>
  confirm(invitation: string, photoId: string): Promise<{ status: PhotoStatus }>
  mine(invitation: string): Promise<OwnPhoto[]>
  remove(invitation: string, photoId: string): Promise<void>
  gallery(): Promise<Gallery>
  /** The TV's approved photos, newest approval first; `bad_key` for a wrong key. */
  screen(key: string): Promise<ScreenPhoto[]>
}

// The embedded server answers on the site's own origin and ignores the key; Supabase needs one.
const embedded = (): SupabaseConfig => ({ url: window.location.origin, anonKey: 'embedded' })

const keyHeaders = (config: SupabaseConfig) => ({
  apikey: config.anonKey,
  Authorization: `Bearer ${config.anonKey}`,
})

/** The photos function's answers, each read for the fields the page uses (a bad one throws). */
function field<T>(value: unknown, check: (candidate: unknown) => boolean): T {
  if (!check(value)) throw new PhotoApiError('bad_answer')
  return value as T
}
const isText = (value: unknown) => typeof value === 'string'
const isList = (value: unknown) => Array.isArray(value)

function readReservation(data: Record<string, unknown>): Reservation {
  const photoId = field<string>(data.photoId, isText)
  if (data.alreadyStored === true) {
    return { alreadyStored: true, photoId, status: field<PhotoStatus>(data.status, isText) }
  }
  return {
    alreadyStored: false,
    photoId,
    path: field<string>(data.path, isText),
    token: field<string>(data.token, isText),
    thumbPath: field<string>(data.thumbPath, isText),
    thumbToken: field<string>(data.thumbToken, isText),
  }
}

/** A signed upload as Supabase Storage takes it, with the upload's progress (fetch has none). */
function putWithProgress(
  url: string,
  headers: Record<string, string>,
  body: Blob,
  onProgress?: (share: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('PUT', url)
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve()
      let code = `http_${request.status}`
      try {
        const answer = JSON.parse(request.responseText) as { code?: unknown; error?: unknown }
        code = typeof answer.code === 'string' ? answer.code : code
      } catch {
        // not JSON: the status says enough
      }
      reject(new PhotoApiError(code, request.status))
    }
    request.onerror = () => reject(new PhotoApiError('network'))
    request.ontimeout = () => reject(new PhotoApiError('network'))
    request.send(body)
  })
}

/** The guests' photo calls against Supabase, or the embedded server of the site's own origin. */
export function createPhotoApi(config: SupabaseConfig | null = env.supabase): PhotoApi {
  const target = () => config ?? embedded()

  async function call(action: string, body: object): Promise<Record<string, unknown>> {
    const config = target()
    let response: Response
    try {
      response = await fetch(`${config.url}/functions/v1/photos/${action}`, {
        method: 'POST',
        headers: { ...keyHeaders(config), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    } catch (error) {
      throw new PhotoApiError('network', 0, { cause: error })
    }
    const data: unknown = await response.json().catch(() => null)
    if (!response.ok) throw photoApiErrorOf(response.status, data)
    if (!data || typeof data !== 'object') throw new PhotoApiError('bad_answer', response.status)
    return data as Record<string, unknown>
  }

  return {
    async reserve(request) {
      return readReservation(await call('reserve', request))
    },
    upload(path, token, jpeg, onProgress) {
      const config = target()
      const objectPath = path.split('/').map(encodeURIComponent).join('/')
      return putWithProgress(
        `${config.url}/storage/v1/object/upload/sign/photos/${objectPath}?token=${encodeURIComponent(token)}`,
        { ...keyHeaders(config), 'Content-Type': 'image/jpeg', 'x-upsert': 'false' },
        jpeg,
        onProgress,
      )
    },
    async confirm(invitation, photoId) {
      const data = await call('confirm', { invitation, photoId })
      return { status: field<PhotoStatus>(data.status, isText) }
    },
    async mine(invitation) {
      const data = await call('mine', { invitation })
      return field<OwnPhoto[]>(data.photos, isList)
    },
    async remove(invitation, photoId) {
      await call('delete', { invitation, photoId })
    },
    async gallery() {
      const data = await call('gallery', {})
      return {
        visible: data.visible === true,
        photos: data.visible === true ? field<GalleryPhoto[]>(data.photos, isList) : [],
      }
    },
    async screen(key) {
      return field<ScreenPhoto[]>((await call('screen', { key })).photos, isList)
    },
  }
}
