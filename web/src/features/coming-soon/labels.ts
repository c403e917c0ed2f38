export const comingSoonLabels = {
  countdown: 'Tiempo que falta para la boda',
  days: 'Días',
  hours: 'Horas',
  minutes: 'Min',
  seconds: 'Seg',
  name: 'Nombre',
  email: 'Correo electrónico',
}

/** The template's texts, exactly as the spec writes them. */
export const comingSoonTexts = {
  heading: 'COMING SOON',
  namePlaceholder: 'Name*',
  notify: 'Notify Me',
}
