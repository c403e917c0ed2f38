import { formatDeadline } from './dates'
import { people } from './plural'

/** Every message of the RSVP flow, worded exactly as the spec writes them. */
export const messages = {
  emptySearch: 'Por favor ingresa un número de invitación',
  found: '¡Invitado encontrado!',
  notFound: 'Invitado no encontrado. Verifica tu número de invitación.',
  searchFailed: 'Error al buscar invitado',
  tooManyAttempts: 'Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.',
  searchFirst: 'Primero busca tu invitación',
  atLeastOneTicket: 'Por favor confirma al menos 1 boleto si vas a asistir',
  tooManyTickets: (available: number) => `No puedes confirmar más de ${available} boletos`,
  saved: '¡Respuesta guardada exitosamente!',
  searchAnother: 'Puedes buscar otra invitación',
  updateFailed: 'Error al actualizar la respuesta',
  submitFailed: 'Error al enviar respuesta',
  preparingEdit: 'Preparando formulario de modificación...',
  attending: (tickets: number) => `Confirmaste asistencia para ${people(tickets)}`,
  declined: 'Confirmaste que no asistirá',
  modificationsClosed: (deadline: string) =>
    `Ya no se permiten modificaciones después del ${formatDeadline(deadline)}.`,
  deadlinePassed: (deadline: string) =>
    `Lo sentimos, el período de modificaciones ha terminado (después del ${formatDeadline(deadline)})`,
} as const
