import { defaultWording, defineSiteTexts } from './define-site-texts'

/** Every message and toast of the RSVP flow, worded exactly as the spec writes them. */
export const rsvpMessageTexts = defineSiteTexts({
  emptySearch: ['Por favor ingresa un número de invitación', 'Búsqueda vacía'],
  found: ['¡Invitado encontrado!', 'Aviso de invitación encontrada'],
  notFound: [
    'Invitado no encontrado. Verifica tu número de invitación.',
    'Invitación no encontrada',
  ],
  searchFailed: ['Error al buscar invitado', 'Error al buscar'],
  tooManyAttempts: [
    'Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.',
    'Demasiados intentos de búsqueda',
  ],
  searchFirst: ['Primero busca tu invitación', 'Responder sin haber buscado'],
  atLeastOneTicket: [
    'Por favor confirma al menos 1 boleto si vas a asistir',
    'Asistir sin elegir boletos',
  ],
  tooManyTickets: [
    'No puedes confirmar más de {n} boletos',
    'Más boletos de los disponibles ({n} es el máximo)',
  ],
  saved: ['¡Respuesta guardada exitosamente!', 'Aviso de respuesta guardada'],
  searchAnother: ['Puedes buscar otra invitación', 'Aviso para buscar otra invitación'],
  updateFailed: ['Error al actualizar la respuesta', 'Error al actualizar la respuesta'],
  submitFailed: ['Error al enviar respuesta', 'Error al enviar la respuesta'],
  preparingEdit: [
    'Preparando formulario de modificación...',
    'Aviso mientras prepara la modificación',
  ],
  attending: [
    'Confirmaste asistencia para {people}',
    'Resumen de asistencia ({people} es «2 personas»)',
  ],
  declined: ['Confirmaste que no asistirá', 'Resumen de no asistencia'],
  modificationsClosed: [
    'Ya no se permiten modificaciones después del {deadline}.',
    'Aviso de modificaciones cerradas ({deadline} es la fecha)',
  ],
  deadlinePassed: [
    'Lo sentimos, el período de modificaciones ha terminado (después del {deadline})',
    'Error al modificar tarde ({deadline} es la fecha)',
  ],
})

export const rsvpMessageDefaults = defaultWording(rsvpMessageTexts)
