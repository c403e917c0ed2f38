export const portfolioLabels = {
  projects: 'Bodas del portafolio',
  facts: 'Datos del proyecto',
  client: 'Cliente',
  location: 'Lugar',
  date: 'Fecha',
  duration: 'Duración',
  tag: 'Categoría',
  photos: 'Fotos del proyecto',
  pager: 'Otros proyectos',
  previous: 'Anterior',
  next: 'Siguiente',
}

/** The page title exactly as the spec writes it. */
export const portfolioTitle = 'Portfolio Masonry'
