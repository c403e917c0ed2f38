import { sanityApiHostFromEnv } from './sanity-api'
import { sanityStudioUrlFromEnv } from './sanity-studio'

/**
 * The variables only the code that calls Sanity reads (the Sanity source, the Studio preview);
 * imported by their chunks alone, so a guest's first page does not carry them.
 */
export const sanityApiEnv = {
  apiHost: sanityApiHostFromEnv(import.meta.env),
  /** The couple's Studio, where edit links point outside the Presentation tool. */
  studioUrl: sanityStudioUrlFromEnv(import.meta.env),
}
