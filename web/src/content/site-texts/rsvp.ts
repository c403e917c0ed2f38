import { defaultWording, defineSiteTexts } from './define-site-texts'

/** RSVP page labels; the buttons' wording is the spec's. */
export const rsvpTexts = defineSiteTexts({
  pageTitle: ['Confirmar Asistencia', 'Título de la página'],
  searchTitle: ['Busca tu invitación', 'Título del buscador'],
  searchHint: ['Escribe el número que aparece en tu invitación.', 'Ayuda bajo el buscador'],
  searchForm: ['Buscar invitación', 'Nombre del formulario de búsqueda'],
  invitationNumber: ['Número de invitación', 'Campo «Número de invitación»'],
  search: ['Buscar', 'Botón «Buscar»'],
  searching: ['Buscando...', 'Botón mientras busca'],
  retry: ['Intentar de Nuevo', 'Botón «Intentar de Nuevo»'],
  newSearch: ['Nueva Búsqueda', 'Botón «Nueva Búsqueda»'],
  modify: ['Modificar', 'Botón «Modificar»'],
  cancel: ['Cancelar', 'Botón «Cancelar»'],
  invitation: ['Invitación', 'Etiqueta «Invitación» de la tarjeta'],
  familyChief: ['Titular', 'Etiqueta del titular de la invitación'],
  availableTickets: ['Boletos disponibles', 'Etiqueta de boletos disponibles'],
  answer: ['Respuesta', 'Etiqueta «Respuesta» de la tarjeta'],
  pending: ['Aún sin responder', 'Respuesta aún sin contestar'],
  responseForm: ['Tu respuesta', 'Título del formulario de respuesta'],
  willYouAttend: ['¿Nos acompañarás?', 'Pregunta de asistencia'],
  attend: ['Sí, asistiré', 'Opción «Sí, asistiré»'],
  decline: ['No podré asistir', 'Opción «No podré asistir»'],
  tickets: ['Número de personas', 'Campo «Número de personas»'],
  chooseTickets: ['Selecciona', 'Texto del campo sin elegir'],
  onePerson: ['{count} persona', 'Una persona ({count} es el número)'],
  manyPeople: ['{count} personas', 'Varias personas ({count} es el número)'],
  responseDate: ['Fecha de respuesta', 'Etiqueta «Fecha de respuesta»'],
  send: ['Enviar Respuesta', 'Botón «Enviar Respuesta»'],
  saving: ['Guardando...', 'Botón mientras guarda'],
  saveChanges: ['Guardar Cambios', 'Botón «Guardar Cambios»'],
  yourAnswer: ['Lo que nos dijiste', 'Título del resumen de una respuesta'],
  answerEvents: ['Eventos', 'Etiqueta de los eventos en el resumen'],
  yourMessage: ['Tu mensaje', 'Etiqueta del mensaje en el resumen'],
  yourSong: ['Tu canción', 'Etiqueta de la canción en el resumen'],
})

export const rsvpTextDefaults = defaultWording(rsvpTexts)
