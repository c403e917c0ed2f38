import { describe, expect, it } from 'vitest'
import {
  isDemoAccount,
  isEmail,
  isFullName,
  validateForgot,
  validateLogin,
  validateRegister,
  validationMessages as messages,
} from '../../../web/src/features/auth-demo/utils/validation'

describe('isEmail', () => {
  it.each(['user@example.com', 'ana.lopez+boda@correo.com.mx', ' user@example.com '])(
    'accepts %j',
    (email) => expect(isEmail(email)).toBe(true),
  )

  it.each(['', 'user', 'user@', 'user@example', 'user@example.c', 'us er@example.com', '@x.com'])(
    'refuses %j',
    (email) => expect(isEmail(email)).toBe(false),
  )
})

describe('isFullName', () => {
  it.each(['Ana', 'María José Núñez', 'ÁNGEL PEÑA', 'Begoña Güell'])('accepts %j', (name) =>
    expect(isFullName(name)).toBe(true),
  )

  it.each(['', '   ', 'Ana2', 'Ana_López', 'ana@x', 'R2-D2'])('refuses %j', (name) =>
    expect(isFullName(name)).toBe(false),
  )
})

describe('validateLogin', () => {
  it('asks for both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: messages.emailRequired,
      password: messages.passwordRequired,
    })
  })

  it('asks for a valid email', () => {
    expect(validateLogin({ email: 'user', password: 'x' }).email).toBe(messages.emailInvalid)
  })

  it('passes the pre-filled sample account', () => {
    expect(validateLogin({ email: 'user@example.com', password: '123456' })).toEqual({})
  })
})

describe('validateRegister', () => {
  const valid = {
    full_name: 'Lucía Ortega',
    email: 'lucia@example.com',
    password: 'secreto',
    confirm_password: 'secreto',
  }

  it('passes a complete, consistent form', () => {
    expect(Object.values(validateRegister(valid)).filter(Boolean)).toEqual([])
  })

  it('asks for every field', () => {
    expect(
      validateRegister({ full_name: '', email: '', password: '', confirm_password: '' }),
    ).toEqual({
      full_name: messages.fullNameRequired,
      email: messages.emailRequired,
      password: messages.passwordRequired,
      confirm_password: messages.confirmRequired,
    })
  })

  it('allows only letters and spaces in the full name', () => {
    expect(validateRegister({ ...valid, full_name: 'Lucía 2' }).full_name).toBe(
      messages.fullNameInvalid,
    )
  })

  it('needs the confirmation to equal the password', () => {
    expect(validateRegister({ ...valid, confirm_password: 'secret' }).confirm_password).toBe(
      messages.confirmMismatch,
    )
  })
})

describe('validateForgot', () => {
  it('asks for a valid email', () => {
    expect(validateForgot({ email: '' }).email).toBe(messages.emailRequired)
    expect(validateForgot({ email: 'nadie@' }).email).toBe(messages.emailInvalid)
    expect(validateForgot({ email: 'nadie@example.com' }).email).toBeUndefined()
  })
})

describe('isDemoAccount', () => {
  it('lets through only emails that start with "user"', () => {
    expect(isDemoAccount('user@example.com')).toBe(true)
    expect(isDemoAccount('username@correo.mx')).toBe(true)
    expect(isDemoAccount('ana@example.com')).toBe(false)
    expect(isDemoAccount('ana.user@example.com')).toBe(false)
  })

  it('ignores the capital a phone keyboard puts first', () => {
    expect(isDemoAccount('User@example.com')).toBe(true)
  })
})
