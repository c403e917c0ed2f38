import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js'
import * as v from 'valibot'
import { callRpc, type RpcCallArgs, type RpcName } from '../../../lib/guest-list/call-rpc'
import { readRecord } from '../../../lib/guest-list/guest-record'
import { RpcError } from '../../../lib/guest-list/rpc-error'
import { coupleClient } from '../../../lib/couple/api/couple-client'

const call = <Fn extends RpcName>(fn: Fn, ...args: RpcCallArgs<Fn>) =>
  callRpc(coupleClient(), fn, ...args)

export const photoStatuses = ['pending', 'approved', 'hidden'] as const
export type PhotoStatus = (typeof photoStatuses)[number]

/** One uploaded photo as couple_photos() answers it. */
export const couplePhotoSchema = v.object({
  id: v.string(),
  status: v.picklist(photoStatuses),
  family_name: v.string(),
  human_key: v.string(),
  bytes: v.number(),
  width: v.number(),
  height: v.number(),
  uploaded_at: v.string(),
  reviewed_at: v.nullable(v.string()),
})
export type CouplePhoto = v.InferOutput<typeof couplePhotoSchema>

export const photoSettingsSchema = v.object({
  uploads_open_from: v.nullable(v.string()),
  uploads_open_until: v.nullable(v.string()),
  quota_per_invitation: v.number(),
  auto_approve: v.boolean(),
  gallery_visible: v.boolean(),
  screen_key_made: v.boolean(),
})
export type PhotoSettings = v.InferOutput<typeof photoSettingsSchema>

const urlsSchema = v.object({ urls: v.record(v.string(), v.nullable(v.string())) })

/**
 * A refusal of the photos function as an RpcError: photos_<code> (photos_not_couple …),
 * photos_not_deployed for Supabase's 404 of a function never deployed, network without an answer.
 */
async function functionError(error: unknown): Promise<RpcError> {
  if (error instanceof FunctionsFetchError) return new RpcError('network', error.message)
  if (error instanceof FunctionsHttpError && error.context instanceof Response) {
    const response = error.context
    const body = (await response.json().catch(() => null)) as { code?: unknown } | null
    if (typeof body?.code === 'string') return new RpcError(`photos_${body.code}`, body.code)
    if (response.status === 404) return new RpcError('photos_not_deployed', 'Not deployed')
    if (response.status === 401) return new RpcError('photos_not_couple', 'Signed out')
    return new RpcError(`http_${response.status}`, `HTTP ${response.status}`)
  }
  return new RpcError('unexpected', error instanceof Error ? error.message : String(error))
}

async function invoke(action: string, body: object): Promise<unknown> {
  const { data, error } = await coupleClient().functions.invoke(`photos/${action}`, { body })
  if (error) throw await functionError(error)
  return data
}

/** The couple's side of the photo wall: the database's functions and the photos function. */
export const photoModerationApi = {
  photos: async (): Promise<CouplePhoto[]> =>
    readRecord(v.array(couplePhotoSchema), await call('couple_photos'), 'The photos'),
  setStatus: async (id: string, status: 'approved' | 'hidden'): Promise<CouplePhoto> =>
    readRecord(
      couplePhotoSchema,
      await call('couple_set_photo_status', { p_photo_id: id, p_status: status }),
      'The photo',
    ),
  settings: async (): Promise<PhotoSettings> =>
    readRecord(photoSettingsSchema, await call('couple_photo_settings'), 'The photo settings'),
  setSettings: async (settings: Omit<PhotoSettings, 'screen_key_made'>): Promise<PhotoSettings> =>
    readRecord(
      photoSettingsSchema,
      await call('couple_set_photo_settings', {
        p_uploads_open_from: settings.uploads_open_from as string,
        p_uploads_open_until: settings.uploads_open_until as string,
        p_quota_per_invitation: settings.quota_per_invitation,
        p_auto_approve: settings.auto_approve,
        p_gallery_visible: settings.gallery_visible,
      }),
      'The photo settings',
    ),
  /** A new key for the TV (the old one stops working), shown once. */
  newScreenKey: async (): Promise<string> =>
    readRecord(v.object({ key: v.string() }), await call('couple_new_screen_key'), 'The key').key,
  /** Signed URLs (an hour) of these photos, by id. */
  urls: async (
    photoIds: readonly string[],
    size: 'thumb' | 'full',
  ): Promise<Record<string, string | null>> =>
    readRecord(urlsSchema, await invoke('couple-urls', { photoIds, size }), 'The URLs').urls,
  deletePhoto: async (photoId: string): Promise<void> => {
    await invoke('couple-delete', { photoId })
  },
}
