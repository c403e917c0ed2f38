/**
 * A refusal or failure of a photo call: the function's machine code (`not_found`, `quota`, …,
 * docs/photos.md), `network` when no answer came, `http_<status>` when the answer had no code,
 * `bad_answer` when it was not what the contract promises. Never Spanish: the page maps codes to
 * site texts.
 */
export class PhotoApiError extends Error {
  readonly code: string
  readonly status: number
  constructor(code: string, status = 0, options?: { cause?: unknown }) {
    super(`photo call failed: ${code}`, options)
    this.name = 'PhotoApiError'
    this.code = code
    this.status = status
  }
}

export function photoApiErrorOf(status: number, data: unknown): PhotoApiError {
  const code =
    data && typeof data === 'object' && typeof (data as { code?: unknown }).code === 'string'
      ? (data as { code: string }).code
      : status === 429
        ? 'throttled'
        : `http_${status}`
  return new PhotoApiError(code, status)
}

/**
 * Refusals that sending the same photo again can never change: the queue stops trying it and
 * shows the reason. Anything else (no signal, a busy server, `throttled`, `not_uploaded` after a
 * cut upload) is tried again later.
 */
const finalCodes = new Set([
  'not_found',
  'not_confirmed',
  'closed',
  'quota',
  'too_large',
  'bad_request',
  'not_jpeg',
  'size_mismatch',
])

export const isFinalRefusal = (error: unknown): error is PhotoApiError =>
  error instanceof PhotoApiError && finalCodes.has(error.code)
