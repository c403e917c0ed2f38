/**
 * Why a photo could not be prepared on the phone: a HEIC this browser cannot open even with the
 * decoder loaded on demand, a file that is no photo (or a damaged one), or a photo that came out
 * blank. The page maps each to a site text.
 */
export type PrepareCode = 'heic_unsupported' | 'unreadable' | 'blank'

export class PrepareError extends Error {
  readonly code: PrepareCode
  constructor(code: PrepareCode, options?: { cause?: unknown }) {
    super(`photo not prepared: ${code}`, options)
    this.name = 'PrepareError'
    this.code = code
  }
}
