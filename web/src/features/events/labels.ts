/** Texts of the calendar file and link; what the page shows is in «Textos del sitio». */
export const labels = {
  mapsDescription: 'Ubicación:',
  fallbackFileName: 'evento',
} as const
