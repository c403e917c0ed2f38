import { createPhotoApi, type PhotoApi } from '../../../lib/photos/photo-api'

let defaultApi: PhotoApi | undefined

/** The photo calls of the environment (Supabase, else the embedded server), made once. */
export function usePhotoApi(): PhotoApi {
  defaultApi ??= createPhotoApi()
  return defaultApi
}
