/** «Hora y Lugar» texts; "Ubicación" and "Confirmar Asistencia" are the spec's wording. */
export const eventsTextDefaults = {
  location: 'Ubicación',
  confirmAttendance: 'Confirmar Asistencia',
  addToCalendar: 'Agregar al calendario',
  downloadIcs: 'Descargar archivo .ics (Apple, Outlook)',
  googleCalendar: 'Google Calendar',
  opensInNewTab: '(se abre en una pestaña nueva)',
  mapsDescription: 'Ubicación:',
  fallbackFileName: 'evento',
}
