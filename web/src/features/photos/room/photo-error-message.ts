import { RpcError } from '../../../lib/guest-list/rpc-error'
import { errorMessage } from '../../../lib/couple/error-message'

const messages: Record<string, string> = {
  photo_not_found: 'Esa foto ya no existe. Actualiza la página.',
  photo_invalid_settings:
    'Revisa los datos: un límite de 0 a 1000 fotos por invitación, y un «Desde» antes del «Hasta».',
  photos_not_found: 'Esa foto ya no existe. Actualiza la página.',
  photos_not_couple: 'Tu sesión terminó o esta cuenta no tiene acceso. Vuelve a iniciar sesión.',
  photos_unavailable: 'No pudimos llegar a las fotos ahora. Inténtalo de nuevo en un momento.',
  photos_not_deployed:
    'La función «photos» no está publicada en Supabase: pide a quien instaló el sitio que la publique (docs/deploying.md).',
}

/** What the couple reads when something of the «Fotos» room fails. */
export function photoErrorMessage(error: unknown): string {
  if (error instanceof RpcError && messages[error.code]) return messages[error.code] ?? ''
  return errorMessage(error)
}
