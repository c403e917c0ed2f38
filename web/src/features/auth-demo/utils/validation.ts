export type FieldErrors<Name extends string> = Partial<Record<Name, string>>

export type LoginValues = { email: string; password: string }
export type RegisterValues = {
  full_name: string
  email: string
  password: string
  confirm_password: string
}
export type ForgotValues = { email: string }

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/
// Letters of any alphabet, accented ones included (María José Núñez), plus spaces.
const fullNamePattern = /^[\p{L}\p{M}\s]+$/u

const required = (field: string) => `The ${field} field is required.`

export const validationMessages = {
  emailRequired: required('email'),
  emailInvalid: 'The email must be a valid email address.',
  passwordRequired: required('password'),
  fullNameRequired: required('full name'),
  fullNameInvalid: 'The full name may only contain letters and spaces.',
  confirmRequired: required('confirm password'),
  confirmMismatch: 'Passwords need to match!',
}

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim())
}

export function isFullName(value: string): boolean {
  return fullNamePattern.test(value.trim())
}

export function emailError(email: string): string | undefined {
  if (!email.trim()) return validationMessages.emailRequired
  if (!isEmail(email)) return validationMessages.emailInvalid
  return undefined
}

export function validateLogin({ email, password }: LoginValues): FieldErrors<keyof LoginValues> {
  return {
    email: emailError(email),
    password: password ? undefined : validationMessages.passwordRequired,
  }
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const { full_name, email, password, confirm_password } = values
  return {
    full_name: !full_name.trim()
      ? validationMessages.fullNameRequired
      : isFullName(full_name)
        ? undefined
        : validationMessages.fullNameInvalid,
    email: emailError(email),
    password: password ? undefined : validationMessages.passwordRequired,
    confirm_password: !confirm_password
      ? validationMessages.confirmRequired
      : confirm_password === password
        ? undefined
        : validationMessages.confirmMismatch,
  }
}

export function validateForgot({ email }: ForgotValues): FieldErrors<keyof ForgotValues> {
  return { email: emailError(email) }
}

/** Only a sample account logs in: the spec lets the demo through when the email starts with "user". */
export function isDemoAccount(email: string): boolean {
  // Phones capitalise the first letter of a field, so "User@…" is the same guest typing "user@…".
  return email.trim().toLowerCase().startsWith('user')
}
