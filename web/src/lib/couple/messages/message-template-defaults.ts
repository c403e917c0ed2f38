/**
 * The Spanish wording of each WhatsApp template, used when the couple leaves one empty in
 * «Mensajes a invitados»; the default dataset holds the same words.
 */
export const messageTemplateDefaults = {
  whatsappInvitation:
    '¡Hola, {familia}! Con mucho cariño les compartimos nuestra invitación de boda. Ahí encontrarán todos los detalles y pueden confirmar su asistencia: {enlace}',
  whatsappReminder:
    '¡Hola, {familia}! Nos encantaría saber si podrán acompañarnos en nuestra boda. Cuando puedan, confirmen su asistencia aquí: {enlace}',
  whatsappDeadline:
    '¡Hola, {familia}! Un recordatorio con cariño: pueden confirmar o cambiar su respuesta antes del {fecha_limite}. Aquí está su invitación: {enlace}',
  whatsappDayBefore:
    '¡Hola, {titular}! Mañana es el gran día y nos hace mucha ilusión celebrarlo con {nombres}. Tenemos lugar para {personas}. La hora, el lugar y los detalles están en su invitación: {enlace}',
  whatsappThanks:
    '¡Gracias, {nombres}, por acompañarnos en nuestra boda! Fue un día inolvidable y nos alegra mucho haberlo compartido con ustedes.',
}

export type MessageTemplateField = keyof typeof messageTemplateDefaults
