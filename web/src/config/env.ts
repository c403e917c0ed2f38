import { sanityProjectFromEnv } from './sanity-project'

/** Every environment variable the site reads, checked once. Unset means the embedded default. */
export const env = {
  sanity: sanityProjectFromEnv(import.meta.env),
}
