/**
 * Uppercase text like the site's own (the hero date, the menus). @capsizecss scales a fallback by
 * lowercase-weighted widths, and Arial's capitals are about 8 % wider than Montserrat's at that
 * scale: enough to re-wrap the hero date on a 390 px phone when the web font arrives late.
 */
export const uppercaseSample = [
  'sábado, 1 de noviembre de 2025, 16:00 h. Inicio, nuestra historia, hospedaje, galería,',
  'confirma tu asistencia, mesa de regalos, código de vestimenta, ceremonia y recepción.',
]
  .join(' ')
  .toLocaleUpperCase('es')
