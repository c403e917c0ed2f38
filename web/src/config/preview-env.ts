import { sanityStudioUrlFromEnv } from './sanity-studio'

/** The variables only the Studio preview reads; imported by its lazy chunk alone. */
export const previewEnv = {
  /** The couple's Studio, where edit links point outside the Presentation tool. */
  sanityStudioUrl: sanityStudioUrlFromEnv(import.meta.env),
}
