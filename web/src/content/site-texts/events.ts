import { defaultWording, defineSiteTexts } from './define-site-texts'

/** «Hora y Lugar» texts; "Ubicación" and "Confirmar Asistencia" are the spec's wording. */
export const eventsTexts = defineSiteTexts({
  location: ['Ubicación', 'Botón «Ubicación» de cada evento'],
  confirmAttendance: ['Confirmar Asistencia', 'Botón «Confirmar Asistencia» bajo los eventos'],
  addToCalendar: ['Agregar al calendario', 'Botón «Agregar al calendario»'],
  downloadIcs: [
    'Descargar archivo .ics (Apple, Outlook)',
    'Opción para descargar el archivo de calendario',
  ],
  googleCalendar: ['Google Calendar', 'Opción de Google Calendar'],
  opensInNewTab: ['(se abre en una pestaña nueva)', 'Aviso de enlace que se abre en otra pestaña'],
  mapsDescription: [
    'Ubicación:',
    'Texto antes del enlace al mapa, en el evento que se agrega al calendario',
  ],
  fallbackFileName: [
    'evento',
    'Nombre del archivo de calendario si el nombre del evento no tiene letras latinas (por ejemplo, solo emojis)',
  ],
})

export const eventsTextDefaults = defaultWording(eventsTexts)
