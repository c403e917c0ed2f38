/** Fixed texts of the events section that are not content (spec labels and accessibility names). */
export const labels = {
  location: 'Ubicación',
  confirmAttendance: 'Confirmar Asistencia',
  addToCalendar: 'Agregar al calendario',
  downloadIcs: 'Descargar archivo .ics (Apple, Outlook)',
  googleCalendar: 'Google Calendar',
  opensInNewTab: '(se abre en una pestaña nueva)',
  mapsDescription: 'Ubicación:',
  fallbackFileName: 'evento',
} as const
