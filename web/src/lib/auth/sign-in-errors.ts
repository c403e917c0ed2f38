/**
 * The Spanish sentence for a failed sign-in, from Supabase Auth's error code and status;
 * `accountCommand` is the command that makes this kind of account.
 */
export function signInErrorMessage(
  error: { code?: string; status?: number; name?: string },
  accountCommand = 'couple:add',
): string {
  if (error.code === 'invalid_credentials') return 'El correo o la contraseña no son correctos.'
  if (error.code === 'email_not_confirmed') {
    return `Esta cuenta aún no está confirmada. Pide que la creen de nuevo con ${accountCommand}.`
  }
  if (error.code === 'over_request_rate_limit' || error.status === 429) {
    return 'Demasiados intentos. Espera unos minutos y vuelve a probar.'
  }
  if (error.name === 'AuthRetryableFetchError' || !error.status) {
    return 'No pudimos conectar. Revisa tu conexión e inténtalo de nuevo.'
  }
  return 'No pudimos iniciar sesión. Inténtalo de nuevo en un momento.'
}
