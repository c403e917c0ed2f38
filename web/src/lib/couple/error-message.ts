import { RpcError } from '../guest-list/rpc-error'

/** Also what the door helpers' form says before sending a typo. */
export const invalidEmailMessage = 'Escribe un correo válido, como nombre@ejemplo.com.'

const messages: Record<string, string> = {
  couple_not_found: 'Esa invitación ya no existe. Actualiza la lista.',
  couple_seats_below_confirmed:
    'No puede haber menos lugares que personas ya confirmadas en esta invitación.',
  couple_duplicate_number: 'Ya existe una invitación con ese número.',
  couple_invalid_phone:
    'El teléfono no es válido: escribe los 10 dígitos (55 1234 5678) o + y la lada de otro país.',
  couple_invalid_template: 'Ese mensaje no existe. Actualiza la página e inténtalo de nuevo.',
  couple_invalid_window:
    'Revisa el intervalo: «Desde» es obligatorio, no puede estar en el futuro y va antes de «Hasta».',
  couple_restore_conflict:
    'Alguien cambió una de estas respuestas mientras tanto. No se restauró nada: vuelve a ver la vista previa.',
  rsvp_invalid_tickets: 'Si asisten, indica de 1 al total de lugares; si no asisten, 0 personas.',
  rsvp_invalid_rules:
    'Revisa «Preguntas de la confirmación» en el Studio: hasta 20 opciones de comida y 10 eventos, sin repetir.',
  rsvp_invalid_people:
    'Revisa las personas: no más que los lugares confirmados, un nombre por persona si son obligatorios y al menos un evento por persona si preguntan los eventos.',
  rsvp_unknown_meal:
    'Una opción de comida ya no está en «Preguntas de la confirmación»: elige otra.',
  rsvp_unknown_event: 'Un evento ya no se pregunta en «Preguntas de la confirmación»: quítalo.',
  rsvp_invalid_text: 'Un nombre o texto es demasiado largo o tiene caracteres no permitidos.',
  couple_invalid_deadline: 'Elige una fecha.',
  couple_invisible_characters:
    'El nombre de la familia o de quien la encabeza tiene caracteres invisibles o saltos de línea (pegados de un chat, de Word o de una hoja de cálculo): bórralos y escríbelo de nuevo.',
  couple_invalid_table:
    'Revisa la mesa: un nombre de hasta 40 caracteres y de 1 a 100 lugares (y la persona, dentro de los lugares de su invitación).',
  couple_table_exists: 'Ya hay una mesa con ese nombre.',
  couple_table_not_found: 'Esa mesa ya no existe. Actualiza la página.',
  couple_invalid_email: invalidEmailMessage,
  door_not_found:
    'Esa invitación o esa llegada ya no está en la lista de la puerta. Actualiza la página.',
  door_invalid_arrival: 'Una llegada es de 1 a 50 personas.',
  door_helpers_invalid_email: invalidEmailMessage,
  door_helpers_weak_password:
    'Esa contraseña no sirve: usa de 8 a 72 caracteres (si aun así no la acepta, mezcla letras y números).',
  door_helpers_couple_email:
    'Ese correo es de una cuenta de ustedes, la que entra a este panel: quien ayude en la puerta necesita su propio correo.',
  door_helpers_no_authorization: 'Tu sesión terminó. Vuelve a iniciar sesión.',
  door_helpers_not_couple:
    'Tu sesión terminó o esta cuenta no tiene acceso. Vuelve a iniciar sesión.',
  door_helpers_unavailable: 'No pudimos guardar la cuenta ahora. Inténtalo de nuevo en un momento.',
  door_helpers_not_deployed:
    'La función «door-helpers» no está publicada en Supabase: pide a quien instaló el sitio que la publique (docs/deploying.md).',
  door_undo_expired: 'Ya pasaron más de 5 minutos: esa llegada ya no se puede deshacer.',
  door_arrival_reused: 'Esa llegada ya estaba guardada para otra familia: no se registró.',
  door_extra_limit:
    'Esa familia ya tiene todos los extras permitidos. Los novios pueden cambiar el límite en «Puerta».',
  door_not_confirmed:
    'Esa familia no confirmó: solo puede pasar como extra, confirmado por quien está en la puerta.',
  couple_invalid_door_extra_limit: 'Escribe un número de 0 a 50.',
  '23514':
    'Algún dato no es válido: el número lleva 3 letras o cifras y los lugares van de 1 a 50.',
  '23505': 'Ya existe una invitación con ese número.',
  '42501': 'Tu sesión terminó o esta cuenta no tiene acceso. Vuelve a iniciar sesión.',
  PGRST301: 'Tu sesión terminó. Vuelve a iniciar sesión.',
  PGRST303: 'Tu sesión terminó. Vuelve a iniciar sesión.',
}

/** What the couple reads when a change or a load fails. */
export function errorMessage(error: unknown): string {
  if (error instanceof RpcError && messages[error.code]) return messages[error.code] ?? ''
  if (error instanceof TypeError || (error instanceof RpcError && error.code === 'network')) {
    return 'No pudimos conectar. Revisa tu conexión e inténtalo de nuevo.'
  }
  return 'Algo salió mal. Inténtalo de nuevo en un momento.'
}
