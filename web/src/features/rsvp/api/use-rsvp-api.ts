import { createRsvpApi, type RsvpApi } from './rsvp-api'

let defaultApi: RsvpApi | undefined

/**
 * The API the environment configures: the Supabase project, else the embedded API of the site's
 * own server. Made once, on the first render that needs it.
 */
export function useRsvpApi(): RsvpApi {
  defaultApi ??= createRsvpApi()
  return defaultApi
}
