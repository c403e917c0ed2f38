import { describe, expect, it } from 'vitest'
import { signInErrorMessage } from '../../web/src/lib/auth/sign-in-errors'

describe('the sign-in’s Spanish messages', () => {
  it('says the email or password is wrong without telling which', () => {
    expect(signInErrorMessage({ code: 'invalid_credentials', status: 400 })).toBe(
      'El correo o la contraseña no son correctos.',
    )
  })

  it('tells a connection failure apart from a refusal', () => {
    expect(signInErrorMessage({ name: 'AuthRetryableFetchError', status: 0 })).toMatch(
      /No pudimos conectar/,
    )
    expect(signInErrorMessage({ code: 'over_request_rate_limit', status: 429 })).toMatch(
      /Demasiados intentos/,
    )
  })
})
